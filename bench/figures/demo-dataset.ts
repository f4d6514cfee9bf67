/** Time to generate the demo dataset on PGlite (placeholder until the generator lands). */
import type { Figure } from '../lib/figure';

export const demoDataset: Figure = {
  title: 'Generate the demo dataset (2,000 customers)',
  async run() {
    return [{ figure: this.title, database: 'PGlite', result: 'empty slot: the demo generator does not exist yet' }];
  },
};
