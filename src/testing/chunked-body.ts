/**
 * A response body for downloader tests: `bytes` in chunks of `chunkBytes`, failing with a network
 * error (TypeError) once `cutAfter` bytes were sent, when given; `onSent` counts every byte handed
 * out (transfer.test.ts, video-url.test.ts).
 */
export function chunkedBody(
  bytes: Uint8Array,
  o: { chunkBytes: number; cutAfter?: number; onSent: (n: number) => void },
): ReadableStream<Uint8Array> {
  let offset = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      if (o.cutAfter !== undefined && offset >= o.cutAfter)
        return controller.error(new TypeError('network'))
      const end = Math.min(bytes.length, offset + o.chunkBytes, o.cutAfter ?? Infinity)
      controller.enqueue(bytes.slice(offset, end))
      o.onSent(end - offset)
      offset = end
    },
  })
}
