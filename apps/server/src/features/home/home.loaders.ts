import type { Viewer } from '../../app-deps.ts';
import type { Reads } from '../../db/reads.ts';
import type { HomeService } from './home.service.ts';

/** Per request: today read once (batched with the page's other reads), for `todaysEvents` and `todaysIncome`. */
export const createHomeLoaders = (home: HomeService, viewerOf: () => Viewer, reads: () => Reads) => {
  let day: ReturnType<HomeService['today']> | undefined;
  return {
    today: () => {
      day ??= home.today(viewerOf(), reads());
      return day;
    },
  };
};
