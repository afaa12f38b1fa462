/**
 * Datos de la pantalla de la base de datos local: documentos por colección (se recuentan al abrir la
 * pantalla y tras restablecer, no en vivo: es una consulta pesada) y el almacenamiento del navegador.
 */
import { useCallback, useEffect, useState } from 'react';
import { colecciones, coleccionesLocales, type ColeccionCualquiera } from '../../../schemas';
import { estimarAlmacenamiento } from '../../../replication/cliente';
import type { VigiaDatabase } from '../../../replication/cliente';

export interface RecuentoColeccion {
  coleccion: ColeccionCualquiera;
  documentos: number;
}

export const contarColecciones = async (db: VigiaDatabase): Promise<RecuentoColeccion[]> => {
  const todas: readonly ColeccionCualquiera[] = [...colecciones, ...coleccionesLocales];
  return Promise.all(todas.map(async (coleccion) => ({ coleccion, documentos: await db[coleccion].count().exec() })));
};

export interface Almacenamiento {
  usado: number | null;
  disponible: number | null;
  /** null: el navegador no lo dice. */
  persistente: boolean | null;
}

export const leerAlmacenamiento = async (): Promise<Almacenamiento> => {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  const [estimacion, persistente] = await Promise.all([
    estimarAlmacenamiento().catch(() => ({ usado: null, disponible: null })),
    storage?.persisted ? storage.persisted().catch(() => null) : Promise.resolve(null),
  ]);
  return { ...estimacion, persistente };
};

/** El almacenamiento y una función para volver a leerlo. */
export const useAlmacenamiento = (): { almacenamiento: Almacenamiento | null; releer: () => void } => {
  const [almacenamiento, setAlmacenamiento] = useState<Almacenamiento | null>(null);
  const [vez, setVez] = useState(0);
  useEffect(() => {
    let vigente = true;
    void leerAlmacenamiento().then((a) => {
      if (vigente) setAlmacenamiento(a);
    });
    return () => {
      vigente = false;
    };
  }, [vez]);
  const releer = useCallback(() => setVez((n) => n + 1), []);
  return { almacenamiento, releer };
};

/** Recuento de documentos por colección (al montar). */
export const useRecuentos = (db: VigiaDatabase): RecuentoColeccion[] | null => {
  const [recuentos, setRecuentos] = useState<RecuentoColeccion[] | null>(null);
  useEffect(() => {
    let vigente = true;
    void contarColecciones(db).then((r) => {
      if (vigente) setRecuentos(r);
    });
    return () => {
      vigente = false;
    };
  }, [db]);
  return recuentos;
};
