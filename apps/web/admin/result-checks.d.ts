// Types of result-checks.js, for its unit test.
export declare function buenosAiresToday(now?: Date): string;
export declare function resultProblem(
  data: { fecha?: unknown; tantos_casa?: unknown; tantos_rival?: unknown; sets?: unknown },
  sport: "basquet" | "voley" | undefined,
  today: string,
): string | undefined;
