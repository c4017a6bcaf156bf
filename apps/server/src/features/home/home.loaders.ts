import type { Viewer } from '../../app-deps.ts';
import type { HomeService } from './home.service.ts';

/** Per request: today's lessons read once, for both `todaysEvents` and `todaysIncome`. */
export const createHomeLoaders = (home: HomeService, viewerOf: () => Viewer) => {
  let lessons: ReturnType<HomeService['todaysEvents']> | undefined;
  return {
    todaysLessons: () => {
      lessons ??= home.todaysEvents(viewerOf());
      return lessons;
    },
  };
};
