/** Units a numeric dimension allows (besides/including its default unit). */
export interface DimensionUnitsTable {
  dimensionId: string;
  unitId: number;
  ordinal: number;
}
