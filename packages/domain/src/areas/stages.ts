/** The add-area flow (spec 3 §2.7, §4): 1 search, 2 districts, 3 prices, 4 discounts. */
export type AddAreaStage = 1 | 2 | 3 | 4;

export type StageContext = { motability: boolean; discountCount: number };

/** Stage 3 is last for Motability and where the region has no discounts. */
export const lastStage = (ctx: StageContext): AddAreaStage => (ctx.motability || ctx.discountCount === 0 ? 3 : 4);

/** Choosing a region moves to stage 2; a chosen region with an empty id goes back to the search. */
export const stageAfterRegion = (regionId: string | null | undefined): AddAreaStage => (regionId ? 2 : 1);

/** NEXT is offered on stage 2 always, and on stage 3 unless it is the last. */
export const canGoNext = (stage: AddAreaStage, ctx: StageContext): boolean =>
  stage === 2 || (stage === 3 && lastStage(ctx) === 4);

export const nextStage = (stage: AddAreaStage, ctx: StageContext): AddAreaStage =>
  canGoNext(stage, ctx) ? ((stage + 1) as AddAreaStage) : stage;

/** DISCARD and SAVE show on the last stage. */
export const isLastStage = (stage: AddAreaStage, ctx: StageContext): boolean => stage === lastStage(ctx);
