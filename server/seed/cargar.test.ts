import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claveDe, colecciones, derivar, type Coleccion } from '../../schemas';
import type { Doc } from '../../replication/tx';
import { appsEfectivas, usuarioDeFila, type FilaUsuario } from '../auth/usuarios';
import { verificarPassword } from '../auth/password';
import { etiquetarDocumentos } from '../sync/ambito-datos';
import { conjuntoT1, datosPrueba, tecnico1 } from '../sync/prueba/datos';
import { BASES, contar, descargar, leerAmbitos, mutar, type BasePrueba } from '../sync/prueba/entorno';
import { pull } from '../sync/pull';
import { reetiquetarSiHaceFalta, VERSION_ETIQUETAS } from '../sync/reetiquetar';
import { tabla } from '../sync/registro';
import { sembrar, sembrarSiVacio, vaciar } from './cargar';

describe.each(BASES)('cargador de la demo ($nombre)', ({ abrir }) => {
  let base: BasePrueba;
  beforeAll(async () => {
    base = await abrir();
  });
  afterAll(async () => {
    await base?.cerrar();
  });

  it('siembra documentos con las etiquetas de las reglas, una fila de cambio por documento, y los usuarios', async () => {
    const { db } = base;
    const datos = datosPrueba();
    const resumen = await sembrar(db, datos);
    const total = colecciones.reduce((n, c) => n + datos.documentos[c].length, 0);
    expect(resumen?.documentos).toBe(total);
    expect(resumen?.porColeccion.partetrabajo).toBe(3);

    expect(await contar(db, 'select count(*) as n from cambio')).toBe(total);
    expect(await contar(db, 'select count(distinct seq) as n from cambio')).toBe(total);
    // Sembrada con las reglas de hoy: el arranque del servidor no vuelve a etiquetarla entera.
    expect(await contar(db, 'select version as n from etiquetas_version')).toBe(VERSION_ETIQUETAS);
    expect(await reetiquetarSiHaceFalta(db)).toBeNull();
    const esperadas = etiquetarDocumentos(datos.documentos);
    const guardadas = await leerAmbitos(db);
    for (const c of colecciones) {
      for (const d of datos.documentos[c] as readonly Doc[]) {
        const id = String(d[claveDe(c)]);
        expect(guardadas.get(`${c}:${id}`), `${c}:${id}`).toEqual(esperadas.get(c)?.get(id));
        const [fila] = await db.query<{ doc: Doc }>(`select doc from ${tabla(c)} where id = $1`, [id]);
        expect(fila?.doc).toEqual(derivar(c, d));
        const [cambio] = await db.query<{ seq: unknown; ambito: string[] }>('select seq, ambito from cambio where coleccion = $1 and id = $2', [c, id]);
        expect(cambio?.seq).not.toBeNull();
        expect(cambio?.ambito).toEqual(esperadas.get(c)?.get(id));
      }
    }

    const usuarios = await db.query<FilaUsuario>('select idusuario, login, hash, nombre, datos, activo from usuario order by idusuario');
    expect(usuarios.map((u) => u.idusuario)).toEqual(datos.usuarios.map((u) => u.idusuario).sort());
    const ut1 = usuarios.find((u) => u.idusuario === 'UT1');
    if (!ut1) throw new Error('Falta UT1');
    // La sesión lleva solo las apps con su id (sección 6): UT1 es técnico y nada más.
    const efectivas = appsEfectivas({ ...tecnico1.usuario, ambito: 'propio' });
    expect(usuarioDeFila(ut1)).toEqual({ usuario: { ...tecnico1.usuario, apps: efectivas }, ambito: 'propio' });
    expect(efectivas).toEqual({ comerciales: false, tecnicos: true, vigilantes: false, custodiaLlaves: false, almacen: false, presencia: false });
    expect(await verificarPassword('demo1234', ut1.hash)).toBe(true);

    const d = await descargar(db, tecnico1);
    expect([...d.docs.keys()].sort()).toEqual(colecciones.flatMap((c) => conjuntoT1[c].map((id) => `${c}:${id}`)).sort());
    expect(d.checkpoint).toBe(await contar(db, 'select max(seq) as n from cambio'));
  });

  it('lo sembrado se modifica y se sigue como cualquier otro dato', async () => {
    const { db } = base;
    const { checkpoint } = await descargar(db, tecnico1);
    await mutar(db, tecnico1, 'parteTrabajo.updateSync', { id: 'PT1', cambios: { observaciones: 'tras sembrar' } });
    const r = await pull(db, { checkpoint }, tecnico1);
    expect(r.documentos.map((x) => x.doc.observaciones)).toEqual(['tras sembrar']);
  });

  it('con soloSiVacio no siembra dos veces; sin él, sembrar encima falla sin dejar nada a medias', async () => {
    const { db } = base;
    const antes = await contar(db, 'select count(*) as n from cambio');
    expect(await sembrar(db, datosPrueba(), { soloSiVacio: true })).toBeNull();
    await expect(sembrar(db, datosPrueba())).rejects.toThrow();
    expect(await contar(db, 'select count(*) as n from cambio')).toBe(antes);
  });

  it('un documento de demo que no cumple su esquema se rechaza antes de escribir', async () => {
    const datos = datosPrueba();
    const tecnico = datos.documentos.tecnico[0];
    if (!tecnico) throw new Error('Sin técnicos');
    datos.documentos.tecnico[0] = { ...tecnico, estado: -1 };
    await expect(sembrar(base.db, datos)).rejects.toThrow('Documento de demostración no válido (tecnico T1): Datos no válidos de tecnico: El campo estado no puede ser menor que 0');
  });

  it('vaciar obliga a resincronizar a los dispositivos; sembrarSiVacio siembra la demo generada una sola vez', async () => {
    const { db } = base;
    const { checkpoint } = await descargar(db, tecnico1);
    await vaciar(db);
    expect(await contar(db, 'select count(*) as n from usuario')).toBe(0);
    expect(await contar(db, 'select count(*) as n from partetrabajo')).toBe(0);
    expect((await pull(db, { checkpoint }, tecnico1)).resincronizar).toBe(true);

    const resumen = await sembrarSiVacio(db, { escala: 0.2 });
    expect(resumen?.usuarios).toBeGreaterThan(0);
    expect(resumen?.porColeccion.partetrabajo).toBeGreaterThan(0);
    expect(await sembrarSiVacio(db, { escala: 0.2 })).toBeNull();
    expect((await pull(db, { checkpoint }, tecnico1)).resincronizar).toBe(true);

    // Los PDF de los sobres, en fichero_contenido: uno por fichero, y el SHA-256 de cada sobre es el de su documento.
    expect(await contar(db, 'select count(*) as n from fichero_contenido')).toBe(await contar(db, 'select count(*) as n from fichero'));
    expect(await contar(db, `select count(*) as n from sobre s join fichero_contenido c on c.idfichero = s.doc->>'idfichero'
      where encode(sha256(c.datos), 'hex') <> s.doc->>'sha256' or c.tamano <> octet_length(c.datos)`)).toBe(0);

    // El técnico de la demo solo recibe sus partes.
    const [fila] = await db.query<FilaUsuario>(`select idusuario, login, hash, nombre, datos, activo from usuario where login = 'tecnico'`);
    if (!fila) throw new Error('La demo no tiene el usuario «tecnico»');
    const tecnico = usuarioDeFila(fila);
    const d = await descargar(db, tecnico, 0, 5000);
    const partes = [...d.docs.entries()].filter(([k]) => k.startsWith('partetrabajo:')).map(([, doc]) => doc);
    expect(partes.length).toBeGreaterThan(0);
    expect(partes.every((p) => p.idtecnico === tecnico.usuario.idtecnico)).toBe(true);
    const porColeccion = (c: Coleccion): number => [...d.docs.keys()].filter((k) => k.startsWith(`${c}:`)).length;
    expect(porColeccion('parametro')).toBe(await contar(db, 'select count(*) as n from parametro'));
    expect(porColeccion('cliente')).toBeLessThan(await contar(db, 'select count(*) as n from cliente'));
  });
});
