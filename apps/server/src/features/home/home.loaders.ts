import type { Viewer } from '../../app-deps.ts';
import type { Reads } from '../../db/reads.ts';
import type { HomeService } from './home.service.ts';

/** Per request: today's lessons read once (batched with the page's other reads), for `todaysEvents` and `todaysIncome`. */
export const createHomeLoaders = (home: HomeService, viewerOf: () => Viewer, reads: () => Reads) => {
  let lessons: ReturnType<HomeService['todaysEvents']> | undefined;
  return {
    todaysLessons: () => {
      lessons ??= home.todaysEvents(viewerOf(), reads());
      return lessons;
    },
  };
};
