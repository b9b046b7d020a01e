/** The league service's own `error` text, shown as is in a red alert (docs/product.md#error-texts). */
export function LeagueAlert({ message }: { message: string }) {
  return (
    <p className="league-alert" role="alert">
      {message}
    </p>
  );
}
