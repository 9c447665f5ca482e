/** Nominal values allowed for a parameter's dimension. No rows = every non-deprecated value of the dimension. */
export interface ParameterDimensionValuesTable {
  parameterId: number;
  dimensionId: string;
  valueId: number;
}
