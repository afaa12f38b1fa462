/**
 * Los ficheros de un empleado en el servidor, en PGlite y PostgreSQL. El empleado es un catálogo global,
 * pero su regla declara `paraHerederos` (server/sync/ambito.ts): sus ficheros llevan la delegación del
 * empleado, no 'global'.
 *  - un fichero subido para un empleado lleva `delegacion:<la suya>`; lo recibe su delegación (y quien lo
 *    ve todo), no otra delegación ni un técnico de ámbito 'propio', y su contenido tampoco se les da;
 *  - quien no alcanza la delegación del empleado no puede añadirle un fichero llamando al método;
 *  - el empleado que cambia de delegación se lleva sus ficheros (re-ámbito en cascada de los herederos,
 *    aunque las etiquetas del empleado sigan siendo 'global'); cambiar otro campo no los toca.
 */
import { describe, expect, it } from 'vitest';
import { entidades, type Coleccion, type DocDe } from '../../schemas';
import type { Db } from '../db/tipos';
import { FICHERO_NO_DISPONIBLE, contenidoFichero } from './ficheros';
import { administrador, comercial1, comercial3, supervisorD1, tecnico1 } from './prueba/datos';
import { baseCargada, BASES, comprobarInvariante, contar, descargar, errorDe, leerAmbitos, leerDoc, mutar } from './prueba/entorno';
import type { Llamante } from './tipos';
import { sellarCambios } from './sellador';
import { crearTxSql } from './tx-sql';

const IDTABLA_EMPLEADO = entidades.empleado.idtabla ?? -1;
/** 4 bytes en base64. */
const CONTENIDO = 'AAAAAA==';

const subir = (db: Db, quien: Llamante, idfichero: string, idempleado: string): Promise<unknown> =>
  mutar(db, quien, 'fichero.subirSync', {
    doc: { idfichero, idtabla: IDTABLA_EMPLEADO, id: idempleado, nombre: 'contrato.pdf', tipo: 'application/pdf', tamano: 4 },
    contenido: CONTENIDO,
  });


/** Reescribe el empleado por la Tx del servidor (ámbito 'todo'), como una importación de la ficha. */
const reescribirEmpleado = async (db: Db, id: string, cambios: Partial<DocDe<'empleado'>>): Promise<void> => {
  await db.transaccion(async (q) => {
    const tx = crearTxSql(q, { etiquetasUsuario: null });
    const e = await tx.get('empleado', id);
    if (!e) throw new Error(`Falta el empleado ${id}`);
    await tx.put('empleado', { ...e, ...cambios });
  });
  await sellarCambios(db);
};

const cambiosDe = (db: Db, coleccion: Coleccion, id: string): Promise<number> =>
  contar(db, 'select count(*) as n from cambio where coleccion = $1 and id = $2', [coleccion, id]);

describe.each(BASES)('ficheros de un empleado ($nombre)', ({ abrir }) => {
  const base = baseCargada(abrir);

  it('el fichero de un empleado lleva la delegación del empleado; lo recibe su delegación, no la otra', async () => {
    const { db } = base;
    expect(IDTABLA_EMPLEADO).toBe(30);
    // E1 es de D1: lo sube el comercial de D1.
    await subir(db, comercial1, 'FE1', 'E1');
    const ambitos = await leerAmbitos(db);
    expect(ambitos.get('fichero:FE1')).toEqual(['delegacion:D1']);
    expect(ambitos.get('empleado:E1')).toEqual(['global']);
    await comprobarInvariante(db);

    for (const quien of [comercial1, supervisorD1, administrador]) {
      const d = await descargar(db, quien);
      expect(d.docs.get('fichero:FE1'), quien.usuario.login).toMatchObject({ idtabla: 30, id: 'E1', nombre: 'contrato.pdf' });
    }
    for (const quien of [comercial3, tecnico1]) {
      const d = await descargar(db, quien);
      expect(d.docs.has('empleado:E1'), quien.usuario.login).toBe(true);
      expect(d.docs.has('fichero:FE1'), quien.usuario.login).toBe(false);
    }
    expect((await contenidoFichero(db, 'FE1', comercial1)).contenido).toBe(CONTENIDO);
    expect((await errorDe(contenidoFichero(db, 'FE1', comercial3))).message).toBe(FICHERO_NO_DISPONIBLE);
  });

  it('quien no alcanza la delegación del empleado no puede añadirle un fichero llamando al método', async () => {
    const { db } = base;
    const antes = await contar(db, 'select count(*) as n from cambio');
    // Un comercial de D2 ('delegacion') y un técnico de D1 ('propio'): el empleado E1 es de los dos
    // (catálogo), sus ficheros no.
    for (const [quien, idfichero] of [[comercial3, 'FE-CM3'], [tecnico1, 'FE-T1']] as const) {
      const e = await errorDe(subir(db, quien, idfichero, 'E1'));
      expect(e.tipo, quien.usuario.login).toBe('permiso');
      expect(e.message).toBe(`No tienes permiso de acceso para añadir el registro ${idfichero} de fichero: el registro E1 de empleado (id) no está a tu alcance`);
      expect(await leerDoc(db, 'fichero', idfichero)).toBeNull();
    }
    expect(await contar(db, 'select count(*) as n from cambio')).toBe(antes);
    expect(await contar(db, `select count(*) as n from fichero_contenido where idfichero in ('FE-CM3', 'FE-T1')`)).toBe(0);
    // A un empleado de su delegación (E3, D2), el comercial de D2 sí.
    await subir(db, comercial3, 'FE3', 'E3');
    expect((await leerAmbitos(db)).get('fichero:FE3')).toEqual(['delegacion:D2']);
  });

  it('el empleado que cambia de delegación se lleva sus ficheros; cambiar otro campo no los toca', async () => {
    const { db } = base;
    const cm1 = await descargar(db, comercial1);
    const cm3 = await descargar(db, comercial3);
    expect(cm1.docs.has('fichero:FE1')).toBe(true);

    // Otro campo: las etiquetas del empleado y lo que da a sus ficheros no cambian; los ficheros, ni se miran.
    const cambiosFichero = await cambiosDe(db, 'fichero', 'FE1');
    await reescribirEmpleado(db, 'E1', { email: 'e1@vigia.test' });
    expect(await cambiosDe(db, 'fichero', 'FE1')).toBe(cambiosFichero);
    expect((await leerAmbitos(db)).get('fichero:FE1')).toEqual(['delegacion:D1']);

    // A D2: sus etiquetas siguen siendo 'global', pero su fichero pasa a D2.
    const seq = await contar(db, 'select max(seq) as n from cambio');
    await reescribirEmpleado(db, 'E1', { iddelegacion: 'D2' });
    const ambitos = await leerAmbitos(db);
    expect(ambitos.get('empleado:E1')).toEqual(['global']);
    expect(ambitos.get('fichero:FE1')).toEqual(['delegacion:D2']);
    await comprobarInvariante(db);
    // Su fila en `cambio` lleva las de antes ∪ las de después: sale de D1 y entra en D2.
    const [fila] = await db.query<{ ambito: string[] }>(`select ambito from cambio where coleccion = 'fichero' and id = 'FE1' and seq > $1`, [seq]);
    expect(fila?.ambito).toEqual(['delegacion:D1', 'delegacion:D2']);
    const cm1Despues = await descargar(db, comercial1, cm1.checkpoint);
    expect(cm1Despues.eliminados.has('fichero:FE1')).toBe(true);
    const cm3Despues = await descargar(db, comercial3, cm3.checkpoint);
    expect(cm3Despues.docs.get('fichero:FE1')).toMatchObject({ id: 'E1' });
    expect(cm3Despues.docs.get('empleado:E1')).toMatchObject({ iddelegacion: 'D2' });

    // Ahora el comercial de D2 puede añadirle ficheros y el de D1 no.
    await subir(db, comercial3, 'FE1-B', 'E1');
    expect((await leerAmbitos(db)).get('fichero:FE1-B')).toEqual(['delegacion:D2']);
    expect((await errorDe(subir(db, comercial1, 'FE1-C', 'E1'))).tipo).toBe('permiso');
  });
});
