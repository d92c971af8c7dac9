// Pieces the glyphs are drawn from, on the 24×24 grid every icon uses. Glyphs are outlines: one
// path each, stroked 2 px wide with round ends (see Icon.tsx), so a dot is a zero-length line.

/** A circle as two arcs (a path has no circle element). */
export function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

/** A closed rectangle. */
export function rect(x: number, y: number, width: number, height: number): string {
  return `M${x} ${y}h${width}v${height}h${-width}z`;
}

/** A round dot. */
export function dot(x: number, y: number): string {
  return `M${x} ${y}h.01`;
}

/** A five-pointed star centred on (cx, cy), its points on radius `outer`, its notches on `inner`. */
export function star(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)} ${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return `M${points.join('L')}z`;
}

/** The circle most round glyphs sit in. */
export const RING = circle(12, 12, 9.5);
