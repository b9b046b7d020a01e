/**
 * Makes sure the ports `npm start` needs are free before it starts anything: for each
 * `HOST:PORT:WHAT:SETTING` argument it tries to listen where the process will. A taken
 * port ends it with one clear line per port, in Spanish, and exit code 1.
 *
 *   node scripts/lib/check-ports.mjs 127.0.0.1:4173:el sitio:WEB_PORT ...
 */
import { createServer } from "node:net";

function isFree(host, port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

let taken = 0;
for (const spec of process.argv.slice(2)) {
  const [host, port, what, setting] = spec.split(":");
  if (await isFree(host, Number(port))) continue;
  taken++;
  console.error(
    `No se puede iniciar: el puerto ${port} (${what}) ya está en uso. ` +
      `Cerrá el programa que lo usa o elegí otro puerto, por ejemplo: ${setting}=${Number(port) + 1} npm start`,
  );
}
process.exit(taken > 0 ? 1 : 0);
