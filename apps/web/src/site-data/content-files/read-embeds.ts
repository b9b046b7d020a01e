/** The pages' embeds (`embebidos.yml`): links as the editor pastes them, made into frame addresses. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { checkAgainst } from "./check.ts";
import { displayPath } from "./paths.ts";
import { ContentProblem } from "./problem.ts";
import { yamlFile } from "./read-once.ts";
import { CANVA_LINK, EMBEBIDOS, YOUTUBE_LINK } from "./schemas.ts";
import type { EmbedLink, EmbedLinks } from "./types.ts";

/** A Canva design's frame (its `?embed` view) and its page. */
export function canvaEmbed(link: string): EmbedLink | undefined {
  const match = CANVA_LINK.exec(link.trim());
  const id = match?.[3];
  if (!id) return undefined;
  const view = `https://www.canva.com/design/${id}${match[5] ? `/${match[5]}` : ""}/view`;
  return { src: `${view}?embed`, href: view };
}

/** A YouTube video's frame (youtube-nocookie, as the policy allows) and its page. */
export function youtubeEmbed(link: string): EmbedLink | undefined {
  const text = link.trim();
  if (!text || !YOUTUBE_LINK.test(text)) return undefined;
  const id =
    /(?:v=|embed\/|shorts\/|live\/|youtu\.be\/)([A-Za-z0-9_-]{11})/.exec(text)?.[1] ??
    /^[A-Za-z0-9_-]{11}$/.exec(text)?.[0];
  if (!id) return undefined;
  return {
    src: `https://www.youtube-nocookie.com/embed/${id}`,
    href: `https://www.youtube.com/watch?v=${id}`,
  };
}

export function readEmbeds(dir: string, publicDir: string): EmbedLinks {
  const file = join(dir, "embebidos.yml");
  const name = displayPath(file);
  const embeds = checkAgainst(EMBEBIDOS, yamlFile(file), name);
  const video = embeds.zumba.video?.trim() ?? "";
  // A player that answers 404 is worse than the page's line and link.
  if (video && !existsSync(join(publicDir, video))) {
    throw new ContentProblem(
      name,
      `"zumba.video" no se encuentra el archivo apps/web/public${video} (subilo desde el editor o dejá el campo vacío)`,
    );
  }
  const links: EmbedLinks = {
    valoresYDias: canvaEmbed(embeds.valores_y_dias.canva ?? ""),
    marca: canvaEmbed(embeds.marca.canva ?? ""),
    historia: youtubeEmbed(embeds.historia.youtube ?? ""),
    zumbaVideo: video || undefined,
  };
  // Only what is set: an empty link leaves its key out (the page shows its line instead).
  return Object.fromEntries(Object.entries(links).filter(([, value]) => value !== undefined)) as EmbedLinks;
}
