import type { Object3D } from 'three';
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';

/** GLTFExporter reads its Blobs back through FileReader, which Node lacks. */
class BlobReader {
  result: ArrayBuffer | string | null = null;
  onloadend: (() => void) | null = null;

  readAsArrayBuffer(blob: Blob): void {
    void blob.arrayBuffer().then((buffer) => {
      this.result = buffer;
      this.onloadend?.();
    });
  }

  readAsDataURL(blob: Blob): void {
    void blob.arrayBuffer().then((buffer) => {
      this.result = `data:${blob.type};base64,${Buffer.from(buffer).toString('base64')}`;
      this.onloadend?.();
    });
  }
}

export async function exportGlb(scene: Object3D): Promise<Uint8Array> {
  const globals = globalThis as { FileReader?: unknown };
  globals.FileReader ??= BlobReader;
  const result = await new GLTFExporter().parseAsync(scene, { binary: true });
  return new Uint8Array(result as ArrayBuffer);
}
