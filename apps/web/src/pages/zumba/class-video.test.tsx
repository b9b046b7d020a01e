import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ZUMBA } from "../../site-data/zumba.ts";
import { ClassVideo } from "./class-video.tsx";

const VIDEO = "/videos/clase.mp4";

describe("ClassVideo", () => {
  it("waits for the visitor: controls, no autoplay, nothing preloaded, a local poster and the original site's fallback text", () => {
    const { container } = render(<ClassVideo src={VIDEO} />);
    const video = container.querySelector("video");
    expect(video).toHaveAttribute("controls");
    expect(video).not.toHaveAttribute("autoplay");
    expect(video).toHaveAttribute("preload", "none");
    expect(video?.getAttribute("poster")).toMatch(/^\/images\//);
    expect(container.querySelector("source")).toHaveAttribute("src", VIDEO);
    expect(video).toHaveTextContent("Tu navegador no soporta el elemento de video.");
  });

  it("says the video is not available, with the social link, when the file cannot be played", () => {
    const { container } = render(<ClassVideo src={VIDEO} />);
    expect(screen.queryByRole("status")).toBeNull();
    fireEvent.error(container.querySelector("source") as HTMLSourceElement);
    expect(screen.getByRole("status")).toHaveTextContent(ZUMBA.videoUnavailable);
    expect(screen.getByRole("link", { name: /Seguinos en Instagram/ })).toBeInTheDocument();
  });

  it("shows no player while the club has published no video: the line and the social link instead", () => {
    const { container } = render(<ClassVideo src={null} />);
    expect(container.querySelector("video")).toBeNull();
    expect(container).toHaveTextContent(ZUMBA.videoUnavailable);
    expect(screen.getByRole("link", { name: /Seguinos en Instagram/ })).toBeInTheDocument();
  });
});
