/**
 * Toda imagen de firma que guarda un mutador pasa la misma regla PNG (replication/firma-png.ts), en PGlite
 * y PostgreSQL: la firma del parte (firma.insertSync), la de la checklist (checklistOt.firmarSync) y las dos
 * de un movimiento de llavero. Para cada uno, 'data:image/png;base64,AAAA' (que no es una imagen) es un
 * error de validación en español y no deja nada escrito; un PNG de verdad pasa (así la prueba llega a
 * escribir). Las colecciones con campos de firma se deducen de los esquemas (schemas/campos-firma.ts): una
 * colección nueva con firma, o un alta o cambio genérico que la escriba, sin su caso aquí, hace fallar la prueba.
 */
import { describe, expect, it } from 'vitest';
import { entidades, type Coleccion } from '../../schemas';
import { camposFirma } from '../../schemas/campos-firma';
import { MENSAJES_FIRMA_PNG } from '../../replication/firma-png';
import type { Llamante } from './tipos';
import { PNG_1X1, tecnico1, vigilante1 } from './prueba/datos';
import { baseCargada, BASES, errorDe, fotoEstado, leerDoc, mutar } from './prueba/entorno';

const NO_ES_IMAGEN = 'data:image/png;base64,AAAA';

interface Caso {
  metodo: string;
  quien: Llamante;
  /** La colección con campos de firma que escribe. */
  escribe: Coleccion;
  params: (imagen: string, n: number) => unknown;
  /** El documento con la firma que queda escrito si la imagen vale. */
  guardado: (n: number) => { coleccion: Coleccion; id: string; campo: string };
}

const movimiento = (idmov: string, persona: string, custodio: string) => ({
  idmovimiento_llave: idmov, idllavero: 'LL1', persona: 'Pedro Sanz', dni: '12345678Z', empresa: null, motivo: null, observaciones: null,
  fprevista_devolucion: null, firmaPersona: { idfirma: `${idmov}-P`, imagen: persona }, firmaCustodio: { idfirma: `${idmov}-C`, imagen: custodio },
});

/** En el orden en que los buenos pueden ir uno tras otro (la entrada del llavero, después de su salida). */
const CASOS: readonly Caso[] = [
  {
    metodo: 'firma.insertSync', quien: tecnico1, escribe: 'firma',
    params: (imagen, n) => ({ doc: { idfirma: `FXI${n}`, idtabla: 269, id: 'PT1', nombre: 'Ana Pérez', dni: '12345678Z', imagen, fecha: new Date().toISOString(), estado: 1 } }),
    guardado: (n) => ({ coleccion: 'firma', id: `FXI${n}`, campo: 'imagen' }),
  },
  {
    metodo: 'checklistOt.firmarSync', quien: tecnico1, escribe: 'checklistot',
    params: (imagen) => ({ idchecklist_ot: 'CK1', nombre: 'Ana Pérez', dni: '12345678Z', imagen }),
    guardado: () => ({ coleccion: 'checklistot', id: 'CK1', campo: 'firma_imagen' }),
  },
  // La firma de quien recoge y la del custodio, cada una en una salida y su entrada.
  ...(['persona', 'custodio'] as const).flatMap((quien) => (['salida', 'entrada'] as const).map((tipo): Caso => ({
    metodo: `llavero.${tipo}Sync`, quien: vigilante1, escribe: 'firma',
    params: (imagen, n) => (quien === 'persona' ? movimiento(`MLF${n}`, imagen, PNG_1X1) : movimiento(`MLF${n}`, PNG_1X1, imagen)),
    guardado: (n) => ({ coleccion: 'firma', id: `MLF${n}-${quien === 'persona' ? 'P' : 'C'}`, campo: 'imagen' }),
  }))),
];

describe('los casos cubren toda imagen de firma', () => {
  it('cada colección con campos de firma la escribe algún caso, y cada alta o cambio genérico que la escribe tiene el suyo', () => {
    const conFirma = camposFirma();
    expect([...conFirma.keys()].sort()).toEqual(['checklistot', 'firma']);
    for (const c of conFirma.keys()) expect(CASOS.some((k) => k.escribe === c), c).toBe(true);
    for (const [c, campos] of conFirma) {
      const e = entidades[c];
      const genericos = [
        ...(e.mutadores.includes('insert') ? [`${e.metodo}.insertSync`] : []),
        ...(e.mutadores.includes('update') && campos.some((campo) => e.editables.includes(campo)) ? [`${e.metodo}.updateSync`] : []),
      ];
      for (const metodo of genericos) expect(CASOS.some((k) => k.metodo === metodo), metodo).toBe(true);
    }
  });
});

describe.each(BASES)('toda imagen de firma con la regla PNG ($nombre)', ({ abrir }) => {
  const base = baseCargada(abrir);

  it("'data:image/png;base64,AAAA' es un error de validación en español y no escribe nada; un PNG de verdad se guarda", async () => {
    const db = base.db;
    for (const [n, caso] of CASOS.entries()) {
      const antes = await fotoEstado(db);
      const e = await errorDe(mutar(db, caso.quien, caso.metodo, caso.params(NO_ES_IMAGEN, n)));
      expect(e.tipo, caso.metodo).toBe('validacion');
      expect(e.message, caso.metodo).toBe(MENSAJES_FIRMA_PNG.noValida);
      expect(await fotoEstado(db), caso.metodo).toBe(antes);
    }
    for (const [n, caso] of CASOS.entries()) {
      await mutar(db, caso.quien, caso.metodo, caso.params(PNG_1X1, n));
      const { coleccion, id, campo } = caso.guardado(n);
      expect((await leerDoc(db, coleccion, id))?.[campo], caso.metodo).toBe(PNG_1X1);
    }
  });
});
