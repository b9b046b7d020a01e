// The inline script's entry (scripts/early-standings.mjs): runs once, where it stands
// inside the page's last table box, when every box has been read.
import { paintEarlyStandings } from "./early-standings.ts";

paintEarlyStandings();
