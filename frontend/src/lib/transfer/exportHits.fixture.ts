// Hits as a search of a web shop's order index answers them, parsed as the app parses answers
// (big numbers kept exact), for the tests of the export writers.
import { parseJson } from '../json';
import type { ExportHit } from './exportHit';

const ANSWER = `{
  "took": 3,
  "timed_out": false,
  "_shards": { "total": 1, "successful": 1, "skipped": 0, "failed": 0 },
  "hits": {
    "total": { "value": 4, "relation": "eq" },
    "max_score": null,
    "hits": [
      {
        "_index": "orders-2026.11",
        "_id": "A1",
        "_score": null,
        "_source": {
          "@timestamp": "2026-11-02T10:15:00Z",
          "customer": { "name": "Zoë \\"Zee\\" Ångström", "address": { "city": "Malmö" } },
          "tags": ["gift", "express"],
          "items": [
            { "sku": "BK-1", "qty": 2 },
            { "sku": "PN-7", "qty": 1 }
          ],
          "total": 42.5,
          "refund": -3,
          "note": "ring the bell\\nthen wait, please",
          "tracking": 12345678901234567890
        },
        "sort": [0]
      },
      {
        "_index": "orders-2026.11",
        "_id": "B2",
        "_score": null,
        "_source": {
          "@timestamp": "2026-11-03T08:00:00Z",
          "customer": { "name": "=HYPERLINK(\\"http://evil.example\\")", "address": null },
          "tags": [],
          "items": [],
          "total": 0,
          "refund": null,
          "note": "@SUM(1+1)*cmd|' /C calc'!A0"
        },
        "sort": [1]
      },
      {
        "_index": "orders-2026.12",
        "_id": "C3",
        "_score": null,
        "_source": {
          "@timestamp": "2026-12-01T00:00:00Z",
          "customer.name": "李小龍",
          "customer.address": { "city": "+Hong Kong" },
          "tags": ["a", ["b", null, "c"]],
          "total": "-1+2",
          "note": "\\tindented"
        },
        "sort": [2]
      },
      {
        "_index": "orders-2026.12",
        "_id": "D4",
        "_score": null,
        "sort": [3]
      }
    ]
  }
}`;

/** The four hits: nested objects, arrays, nulls, unicode, quotes, formulas, a dotted key, no source. */
export const ORDER_HITS = (parseJson(ANSWER) as { hits: { hits: ExportHit[] } }).hits.hits;
