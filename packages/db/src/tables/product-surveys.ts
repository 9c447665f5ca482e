export interface ProductSurveysTable {
  productId: number;
  surveyId: number;
}
