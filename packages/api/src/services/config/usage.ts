import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '@eqa/db';

/**
 * EXISTS checks behind every `deletable` flag and every refused delete (docs/decisions/data-model.md
 * "Deletability"): the rows that use an item. Each takes the item as a column reference
 * (`sql.ref('u.id')`) or a value (`sql.val(7)`) and answers a boolean SQL expression, usable in a
 * select list (`.select(notInUse(unitInUse(sql.ref('u.id'))).as('deletable'))`) and in a where clause.
 */
type Item = Expression<unknown>;

/** A unit is used by dimensions (default or allowed units), parameter evaluation units, targets or results. */
export function unitInUse(unitId: Item): RawBuilder<boolean> {
  return sql<boolean>`(exists (select 1 from dimensions where unit_id = ${unitId})
    or exists (select 1 from dimension_units where unit_id = ${unitId})
    or exists (select 1 from parameter_dimensions where unit_id = ${unitId})
    or exists (select 1 from sample_targets where unit_id = ${unitId})
    or exists (select 1 from result_values where unit_id = ${unitId}))`;
}

/** A parameter is used by scheme versions, accreditations, sample targets or results. */
export function parameterInUse(parameterId: Item): RawBuilder<boolean> {
  return sql<boolean>`(exists (select 1 from scheme_version_parameters where parameter_id = ${parameterId})
    or exists (select 1 from accreditations where parameter_id = ${parameterId})
    or exists (select 1 from sample_targets where parameter_id = ${parameterId})
    or exists (select 1 from result_values where parameter_id = ${parameterId}))`;
}

/** A dimension is used when a parameter has it or a composite dimension has it as a component. */
export function dimensionUsed(dimensionId: Item): RawBuilder<boolean> {
  return sql<boolean>`(exists (select 1 from parameter_dimensions where dimension_id = ${dimensionId})
    or exists (select 1 from dimension_components where component_dimension_id = ${dimensionId}))`;
}

/** The number of parameters that have a dimension. */
export function dimensionParameterCount(dimensionId: Item): RawBuilder<number> {
  return sql<number>`(select count(*)::int from parameter_dimensions where dimension_id = ${dimensionId})`;
}

/** The number of values of a dimension: nominal values plus composite components. */
export function dimensionValueCount(dimensionId: Item): RawBuilder<number> {
  return sql<number>`((select count(*)::int from dimension_values where dimension_id = ${dimensionId})
    + (select count(*)::int from dimension_components where dimension_id = ${dimensionId}))`;
}

/** A nominal value is used by parameters' allowed values, evaluation groups, targets or results. */
export function nominalValueInUse(valueId: Item): RawBuilder<boolean> {
  return sql<boolean>`(exists (select 1 from parameter_dimension_values where value_id = ${valueId})
    or exists (select 1 from evaluation_groups where value_id = ${valueId})
    or exists (select 1 from result_values where value_id = ${valueId})
    or exists (select 1 from sample_targets where ${valueId} = any(accepted_value_ids)))`;
}

/** A dimension of a parameter is used by a scheme version (in its dimension lists) or by results. */
export function parameterDimensionInUse(parameterId: Item, dimensionId: Item): RawBuilder<boolean> {
  return sql<boolean>`(exists (select 1 from scheme_version_parameters where parameter_id = ${parameterId}
      and (${dimensionId} = any(result_dimension_ids) or ${dimensionId} = any(context_dimension_ids)))
    or exists (select 1 from result_values where parameter_id = ${parameterId} and dimension_id = ${dimensionId}))`;
}

/** A scheme is used by its versions (and so by their surveys) and by accreditations. */
export function schemeInUse(schemeId: Item): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from scheme_versions where scheme_id = ${schemeId})`;
}

/** A scheme version is in use once a survey runs it. */
export function schemeVersionInUse(schemeVersionId: Item): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from surveys where scheme_version_id = ${schemeVersionId})`;
}

/** A round is used by its surveys, products and orders. */
export function roundInUse(roundId: Item): RawBuilder<boolean> {
  return sql<boolean>`(exists (select 1 from surveys where round_id = ${roundId})
    or exists (select 1 from product_rounds where round_id = ${roundId})
    or exists (select 1 from round_orders where round_id = ${roundId}))`;
}

/** A survey is in use once labs entered results, it was evaluated, has documents or is sold as a product. */
export function surveyInUse(surveyId: Item): RawBuilder<boolean> {
  return sql<boolean>`(exists (select 1 from result_values where survey_id = ${surveyId})
    or exists (select 1 from lab_survey_status where survey_id = ${surveyId})
    or exists (select 1 from evaluation_runs where survey_id = ${surveyId})
    or exists (select 1 from survey_documents where survey_id = ${surveyId})
    or exists (select 1 from product_surveys where survey_id = ${surveyId}))`;
}

/** A sample is in use once results, evaluations or merges of other samples refer to it. */
export function sampleInUse(sampleId: Item): RawBuilder<boolean> {
  return sql<boolean>`(exists (select 1 from result_values where sample_id = ${sampleId})
    or exists (select 1 from evaluation_statistics where sample_id = ${sampleId})
    or exists (select 1 from sample_merges where merge_to_sample_id = ${sampleId}))`;
}

/** A product group is used by products. */
export function productGroupInUse(groupId: Item): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from products where product_group_id = ${groupId})`;
}

/** A product is used by orders. */
export function productInUse(productId: Item): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from orders where product_id = ${productId})`;
}

/** not (…): the deletable flag of an in-use check. */
export function notInUse(check: RawBuilder<boolean>): RawBuilder<boolean> {
  return sql<boolean>`not ${check}`;
}

/** Evaluates an in-use check for one item. */
export async function isInUse(db: Kysely<DB>, check: RawBuilder<boolean>): Promise<boolean> {
  const { rows } = await sql<{ used: boolean }>`select ${check} as used`.execute(db);
  return rows[0]?.used === true;
}
