/** The league service's own `error` text, shown as is in a red alert (spec, section 8). */
export function LeagueAlert({ message }: { message: string }) {
  return (
    <p className="league-alert" role="alert">
      {message}
    </p>
  );
}
