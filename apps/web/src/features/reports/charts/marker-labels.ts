/** About the width of a marker's label in pixels at 12 px (a little generous, so labels never touch). */
export function markerLabelWidth(label: string): number {
  return label.length * 7.5 + 10;
}

/**
 * Which markers keep their label so that no two labels overlap (issue 32): from left to right, a
 * label is drawn only when it starts after the previous drawn label ends; the others are told by
 * their shape and colour (the legend). `positions` are the markers' x in pixels.
 */
export function labelledMarkers(markers: ReadonlyArray<{ label?: string | undefined }>, positions: readonly number[]): Set<number> {
  const order = markers.map((_m, i) => i).sort((a, b) => (positions[a] ?? 0) - (positions[b] ?? 0));
  const shown = new Set<number>();
  let end = -Infinity;
  for (const i of order) {
    const label = markers[i]?.label;
    const at = positions[i] ?? 0;
    if (!label || at < end) continue;
    shown.add(i);
    end = at + markerLabelWidth(label);
  }
  return shown;
}
