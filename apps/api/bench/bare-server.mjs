// The yardstick: a bare Fastify app (no plugins, no hooks, no logger) answering the
// same route with the same bytes as the league service. Usage: node bare-server.mjs <port> <body-file>
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const [port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile, "utf8");
const app = Fastify({ logger: false });
app.get("/api/standings/voley/primera", (_request, reply) => {
  reply.type("application/json; charset=utf-8").send(body);
});
await app.listen({ host: "127.0.0.1", port: Number(port) });
console.log(`bare listening ${process.pid}`);
