/**
 * Almacenamiento del dispositivo: pedir que el navegador no borre los datos bajo presión de espacio
 * (`navigator.storage.persist()`) y saber cuánto se usa (para mostrarlo en /sincronizacion).
 */
export const pedirAlmacenamientoPersistente = async (): Promise<boolean> => {
  const storage = globalThis.navigator?.storage;
  if (!storage?.persist) return false;
  try {
    return (await storage.persisted?.()) || (await storage.persist());
  } catch {
    return false;
  }
};

export interface EstimacionAlmacenamiento {
  usado: number | null;
  disponible: number | null;
}

export const estimarAlmacenamiento = async (): Promise<EstimacionAlmacenamiento> => {
  const storage = globalThis.navigator?.storage;
  if (!storage?.estimate) return { usado: null, disponible: null };
  const e = await storage.estimate();
  return { usado: e.usage ?? null, disponible: e.quota ?? null };
};
