import type { LessonType, ProductCategory } from './enums.ts';

/**
 * The instructor's default price per hour by product category, in pence, until the areas feature (issue 15)
 * answers it from their area prices: the server asks `lessonPriceFor` in the learners service, the one place
 * to point at the areas service.
 */
export const defaultLessonPricePence: Record<ProductCategory, number> = {
  PreTest: 3800,
  PostTest: 4200,
  DitCar: 3500,
  DitClassroom: 3000,
  Motability: 4000,
};

/** The product category a lesson type is sold under. */
export const productCategoryOf = (lessonType: LessonType): ProductCategory => {
  switch (lessonType) {
    case 'Standard':
      return 'PreTest';
    case 'DIT':
      return 'DitCar';
    case 'Motability':
      return 'Motability';
    default:
      return 'PostTest';
  }
};

export const RATE_STEP_PENCE = 25;
