/**
 * Writes a zip to disk from entries whose contents are produced while it is written (yazl asks for an
 * entry's stream only when the one before it is done), so a studio's whole data never sits in memory:
 * one page of one table at a time does.
 */
import { createWriteStream } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { ZipFile } from "yazl";

export interface ZipEntrySource {
  /** The path inside the zip. */
  name: string;
  /** The entry's bytes as they are produced. */
  chunks(): AsyncIterable<Buffer | string>;
}

/**
 * Writes `entries` into `target` (through a temporary file beside it, renamed at the end, so that a file
 * under the final name is always whole); `afterEntry` hears each entry finish. Answers the size.
 */
export async function writeZip(
  target: string,
  entries: readonly ZipEntrySource[],
  afterEntry: (done: number, total: number) => Promise<void> = async () => {},
): Promise<number> {
  const temporary = `${target}.part`;
  const zip = new ZipFile();
  let failure: Error | null = null;
  const output = createWriteStream(temporary);
  const finished = new Promise<void>((resolve, reject) => {
    output.on("finish", resolve);
    output.on("error", reject);
    zip.outputStream.on("error", reject);
  });
  let done = 0;
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, (callback) => {
      const stream = Readable.from(
        (async function* () {
          for await (const chunk of entry.chunks())
            yield typeof chunk === "string" ? Buffer.from(chunk) : chunk;
          done++;
          await afterEntry(done, entries.length);
        })(),
      );
      // yazl does not listen for a source's errors: a failed read ends the whole zip here.
      stream.on("error", (error) => {
        failure = error;
        (zip.outputStream as unknown as Readable).destroy(error);
        output.destroy(error);
      });
      callback(null, stream);
    });
  }
  zip.outputStream.pipe(output);
  zip.end();
  try {
    await finished;
    if (failure) throw failure;
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await rename(temporary, target);
  return (await stat(target)).size;
}
