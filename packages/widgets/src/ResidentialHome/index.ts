export {
  ResidentialHome,
  residentialHomeCss,
  readPageParam,
  readTypeParam,
} from './ResidentialHome.js';
export type { ResidentialHomeProps, HomeWindow } from './ResidentialHome.js';
