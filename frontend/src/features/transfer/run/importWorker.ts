// The Worker that reads an import file, so parsing a large file never holds up the page: it
// answers the page's requests for bodies (workerProtocol.ts).
import { serveBatches, type WorkerPort } from './workerProtocol';

// A dedicated worker's global scope; the app's type library describes a window's.
serveBatches(self as unknown as WorkerPort);
