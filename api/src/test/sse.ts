/** A server-sent event stream read frame by frame (a frame ends with a blank line), each read with a deadline. */
export function frameReader(body: ReadableStream<Uint8Array>) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  return async function nextFrame(timeoutMs = 3_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (!buffered.includes('\n\n')) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no frame within ${timeoutMs} ms`);
      const chunk = await Promise.race([reader.read(), new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), left))]);
      if (chunk === 'timeout') throw new Error(`no frame within ${timeoutMs} ms`);
      if (chunk.done) throw new Error('stream ended');
      buffered += chunk.value;
    }
    const end = buffered.indexOf('\n\n');
    const frame = buffered.slice(0, end);
    buffered = buffered.slice(end + 2);
    return frame;
  };
}
