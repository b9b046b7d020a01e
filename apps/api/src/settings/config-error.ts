/** Every bad setting at once, as one line: what the service prints before it exits. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración inválida: ${problems.join("; ")}`);
    this.name = "ConfigError";
  }
}
