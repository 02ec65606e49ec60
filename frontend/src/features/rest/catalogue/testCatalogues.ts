// The two engines' REST catalogues, typed, as the catalogue tests read them.
import type { Catalogue } from './catalogueTypes';
import elasticsearchCatalogue from './elasticsearch.json';
import opensearchCatalogue from './opensearch.json';

export const elasticsearch = elasticsearchCatalogue as unknown as Catalogue;
export const opensearch = opensearchCatalogue as unknown as Catalogue;
