/**
 * Secondary entry (src/engine/README.md): the documented reference businesses behind the
 * "similar examples", for the case-studies page, without loading the model. An illustrative set,
 * never a sample to compute rates from.
 */
export { SIMILAR_BUSINESSES } from './reference/similar-businesses';
export type { SimilarExample } from './prediction-types';
