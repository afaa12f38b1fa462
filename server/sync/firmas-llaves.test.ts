/**
 * Las dos firmas de un movimiento de llavero (llavero.salidaSync y llavero.entradaSync) se comprueban como
 * imagen con la misma regla que la página pública de firma (replication/firma-png.ts), en PGlite y
 * PostgreSQL: 'data:image/png;base64,AAAA' (que no es una imagen) se rechaza con su mensaje y no se escribe
 * nada; un PNG de verdad pasa.
 */
import { describe, expect, it } from 'vitest';
import { MENSAJES_FIRMA_PNG } from '../../replication/firma-png';
import { vigilante1 } from './prueba/datos';
import { baseCargada, BASES, errorDe, leerDoc, mutar } from './prueba/entorno';

/** PNG de 1×1 píxel. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const movimiento = (idmov: string, persona: string, custodio: string) => ({
  idmovimiento_llave: idmov, idllavero: 'LL1', persona: 'Pedro Sanz', dni: '12345678Z', empresa: null, motivo: null, observaciones: null,
  fprevista_devolucion: null, firmaPersona: { idfirma: `${idmov}-P`, imagen: persona }, firmaCustodio: { idfirma: `${idmov}-C`, imagen: custodio },
});

describe.each(BASES)('firmas de un movimiento de llavero ($nombre)', ({ abrir }) => {
  const base = baseCargada(abrir);

  it('una firma que no es un PNG (la de quien recoge o la del custodio) se rechaza y no se escribe nada; un PNG de verdad pasa', async () => {
    const db = base.db;
    for (const [id, persona, custodio] of [['MLX1', 'data:image/png;base64,AAAA', PNG], ['MLX2', PNG, 'data:image/png;base64,AAAA'], ['MLX3', 'data:image/png;base64,iVBORw0KGgo=', PNG]] as const) {
      const e = await errorDe(mutar(db, vigilante1, 'llavero.salidaSync', movimiento(id, persona, custodio)));
      expect(e.tipo).toBe('validacion');
      expect(e.message).toBe(MENSAJES_FIRMA_PNG.noValida);
      expect(await leerDoc(db, 'movimientollave', id)).toBeNull();
      expect(await leerDoc(db, 'firma', `${id}-P`)).toBeNull();
    }
    await mutar(db, vigilante1, 'llavero.salidaSync', movimiento('MLX4', PNG, PNG));
    expect(await leerDoc(db, 'firma', 'MLX4-P')).toMatchObject({ imagen: PNG, idtabla: 271 });
    const e = await errorDe(mutar(db, vigilante1, 'llavero.entradaSync', movimiento('MLX5', PNG, 'data:image/png;base64,AAAA')));
    expect(e.message).toBe(MENSAJES_FIRMA_PNG.noValida);
    expect(await leerDoc(db, 'llavero', 'LL1')).toMatchObject({ situacion: 'fuera' });
  });
});
