import { z } from 'zod';
import { ZDocumentMediaType } from './document-upload';
import { ZDimensionValueType } from './value-types';

/**
 * What result validation needs to know about a dimension of a parameter. The API builds it from the
 * configuration (dimension, its units, nominal values and composite components).
 */
const dimensionFields = {
  id: z.string().min(1),
  valueType: ZDimensionValueType,
  /** Spec 3: applies to nominal and composite dimensions. */
  multipleValues: z.boolean(),
  /** The dimension's unit (numeric). */
  unitId: z.number().int().nullable(),
  /** Further units the lab may choose (numeric). */
  unitIds: z.array(z.number().int()),
  /** The parameter's evaluation unit for this dimension (parameter_dimensions.unit_id); null: none. */
  evaluationUnitId: z.number().int().nullable(),
  /** Nominal values: every known id, deprecated ones included (stored results may hold them). */
  values: z.array(z.object({ id: z.number().int(), deprecated: z.boolean() })),
  /** Document dimensions: the allowed media type, null for any allowed type. */
  mediaType: ZDocumentMediaType.nullable(),
  /** Numeric dimensions: whether a value may be below zero (core isNegativeRefused). */
  negativeAllowed: z.boolean(),
};

export const ZComponentDimensionDefinition = z.object(dimensionFields);
export type ComponentDimensionDefinition = z.infer<typeof ZComponentDimensionDefinition>;

export const ZDimensionDefinition = z.object({
  ...dimensionFields,
  /** Composite dimensions: the component dimensions (one level; a component is never composite). */
  components: z.array(ZComponentDimensionDefinition),
});
export type DimensionDefinition = z.infer<typeof ZDimensionDefinition>;
