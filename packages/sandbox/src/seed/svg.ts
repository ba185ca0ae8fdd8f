/**
 * Generated SVG images for opportunities and partner logos, served by the
 * sandbox itself (never fetched from the internet). The picture depends only on
 * the kind and id, so it is stable across restarts.
 *
 * @module
 */
import { mulberry32 } from '../chaos.js';

function colour(random: () => number, lightness: number): string {
  return `hsl(${Math.floor(random() * 360)} ${40 + Math.floor(random() * 30)}% ${lightness}%)`;
}

/** A landscape picture (sky, sun, hills) for an opportunity. */
export function opportunitySvg(id: number, width = 800, height = 500): string {
  const random = mulberry32(id * 7919 + 17);
  const sky = colour(random, 78);
  const sun = `hsl(45 90% ${60 + Math.floor(random() * 20)}%)`;
  const hills = [colour(random, 45), colour(random, 35), colour(random, 25)];
  const sunX = Math.round(width * (0.2 + random() * 0.6));
  const sunY = Math.round(height * (0.15 + random() * 0.2));
  const hill = (base: number, amp: number, fill: string) => {
    const points: string[] = [`0,${height}`];
    for (let x = 0; x <= width; x += width / 8) {
      points.push(`${Math.round(x)},${Math.round(height * base - random() * amp)}`);
    }
    points.push(`${width},${height}`);
    return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Landscape">
<rect width="${width}" height="${height}" fill="${sky}"/>
<circle cx="${sunX}" cy="${sunY}" r="${Math.round(height * 0.08)}" fill="${sun}"/>
${hill(0.6, height * 0.15, hills[0] ?? '#586')}${hill(0.75, height * 0.12, hills[1] ?? '#475')}${hill(0.9, height * 0.08, hills[2] ?? '#364')}
</svg>`;
}

/** A round logo with initials for a partner. Only letters are drawn. */
export function logoSvg(id: number, initials: string): string {
  const random = mulberry32(id * 104729 + 3);
  const text =
    initials
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 2)
      .toUpperCase() || 'VK';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="${text}">
<circle cx="60" cy="60" r="58" fill="${colour(random, 40)}"/>
<text x="60" y="74" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#fff">${text}</text>
</svg>`;
}
