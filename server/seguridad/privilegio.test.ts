/**
 * Mínimo privilegio en lo que se manda (servidor completo, demo a escala pequeña): los campos privados
 * (server/sync/privados.ts: NIF y correo de los empleados) solo llegan enteros a quien puede verlos
 * (ámbito 'todo', permiso de editar el objeto, o el propio empleado); a los demás les llegan a null, en
 * los tres caminos que devuelven documentos: la foto de sync.pull, su registro de cambios y sync.documentos.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colecciones, esquemasSincronizados, type Coleccion } from '../../schemas';
import type { RespuestaSyncDocumentos, RespuestaSyncPull } from '../../replication/metodos';
import type { Doc } from '../../replication/tx';
import type { UsuarioDemo } from '../seed/tipos';
import { CAMPOS_PRIVADOS, proyectorDe } from '../sync/privados';
import { crearTxSql } from '../sync/tx-sql';
import { montarServidorDemo, type ServidorDemo } from './servidor-demo';
import { sellarCambios } from '../sync/sellador';

const veTodo = (u: UsuarioDemo): boolean => u.ambito === 'todo' || u.permisos.empleado?.editar === true;

describe('la declaración de campos privados', () => {
  it('cada campo privado existe en el esquema, no es obligatorio y admite null', () => {
    for (const c of colecciones) {
      const regla = CAMPOS_PRIVADOS[c];
      if (regla === undefined) continue;
      const esquema = esquemasSincronizados[c];
      const requeridos: readonly string[] = esquema.required;
      const propiedades: Record<string, { type?: unknown }> = esquema.properties;
      for (const campo of regla.campos) {
        expect(requeridos, `${c}.${campo}`).not.toContain(campo);
        expect(propiedades[campo]?.type, `${c}.${campo}`).toContain('null');
      }
    }
  });

  it('proyectorDe: null para quien no los ve; enteros para ámbito todo, permiso de editar o el propio interesado', () => {
    const doc: Doc = { idempleado: 'E1', nombre: 'Ana', apellidos: 'Pérez', nif: '12345678Z', email: 'ana@vigia.es', iddelegacion: 'D1', estado: 1 };
    const base = {
      idusuario: 'U1', idempleado: 'E2', idtecnico: null, idcomercial: null, idvigilante: 'V1', idalmacen: null, iddelegacion: 'D1',
      nombre: 'Vigilante', login: 'vig', apps: { comerciales: false, tecnicos: false, vigilantes: true, custodiaLlaves: false, almacen: false, presencia: false },
      permisos: { empleado: { visualizar: true, insertar: false, editar: false, borrar: false } },
    };
    const c: Coleccion = 'empleado';
    expect(proyectorDe({ usuario: base, ambito: 'propio' })(c, doc)).toEqual({ ...doc, nif: null, email: null });
    expect(doc.nif).toBe('12345678Z'); // no toca el original
    expect(proyectorDe({ usuario: { ...base, idempleado: 'E1' }, ambito: 'propio' })(c, doc)).toEqual(doc);
    expect(proyectorDe({ usuario: base, ambito: 'todo' })(c, doc)).toEqual(doc);
    const editor = { ...base, permisos: { empleado: { visualizar: true, insertar: false, editar: true, borrar: false } } };
    expect(proyectorDe({ usuario: editor, ambito: 'delegacion' })(c, doc)).toEqual(doc);
    // Otras colecciones no cambian.
    const cliente: Doc = { idcliente: 'C1', nif: '12345678Z', email: 'c@x.es' };
    expect(proyectorDe({ usuario: base, ambito: 'propio' })('cliente', cliente)).toBe(cliente);
  });
});

describe('sync.pull y sync.documentos mandan a cada rol solo los campos que le tocan', () => {
  let s: ServidorDemo;
  const tokens = new Map<string, string>();

  const llamar = async <T>(login: string, method: string, params: unknown): Promise<T> => {
    let token = tokens.get(login);
    if (token === undefined) {
      token = await s.token(login);
      tokens.set(login, token);
    }
    const r = await s.api({ jsonrpc: '2.0', id: 1, method, params }, token);
    const cuerpo: unknown = r.json();
    const resultado = typeof cuerpo === 'object' && cuerpo !== null ? Reflect.get(cuerpo, 'result') : undefined;
    if (resultado === undefined) throw new Error(`${method} de ${login}: ${r.body.slice(0, 300)}`);
    return resultado as T;
  };

  /** Descarga completa (foto y registro) desde `checkpoint`; devuelve los empleados recibidos y el checkpoint final. */
  const empleadosDe = async (login: string, desde = 0): Promise<{ empleados: Map<string, Doc>; checkpoint: number }> => {
    const empleados = new Map<string, Doc>();
    let checkpoint = desde;
    let cursor: string | null = null;
    for (let pagina = 0; pagina < 1000; pagina++) {
      const p: RespuestaSyncPull = await llamar<RespuestaSyncPull>(login, 'sync.pull', { checkpoint, cursor, limite: 1000 });
      for (const d of p.documentos) if (d.coleccion === 'empleado') empleados.set(String(d.doc.idempleado), d.doc);
      checkpoint = p.checkpoint;
      cursor = p.cursor;
      if (!p.hayMas) return { empleados, checkpoint };
    }
    throw new Error('sync.pull no termina');
  };

  /** Lo que `u` debe recibir de un empleado guardado. */
  const esperado = (u: UsuarioDemo, e: Doc): Doc => (veTodo(u) || e.idempleado === u.idempleado ? e : { ...e, nif: null, email: null });

  beforeAll(async () => {
    s = await montarServidorDemo({ escala: 0.1 });
  });
  afterAll(async () => {
    await s?.cerrar();
  });

  it('la demo distingue: unos usuarios ven NIF y correo de todos y otros (vigilante, presencia) solo los suyos', () => {
    const porLogin = new Map(s.usuarios.map((u) => [u.login, u]));
    expect(veTodo(porLogin.get('admin') ?? s.usuarios[0]!)).toBe(true);
    for (const login of ['vigilante', 'presencia', 'tecnico']) expect(veTodo(porLogin.get(login)!), login).toBe(false);
    expect(s.datos.documentos.empleado.every((e) => e.nif !== null && e.email !== null)).toBe(true);
  });

  it('la foto de sync.pull y sync.documentos', async () => {
    const guardados = new Map<string, Doc>(s.datos.documentos.empleado.map((e) => [e.idempleado, { ...e }]));
    for (const u of s.usuarios) {
      if (u.permisos.empleado?.visualizar !== true) continue;
      const { empleados } = await empleadosDe(u.login);
      expect(empleados.size, u.login).toBe(guardados.size);
      for (const [id, doc] of empleados) expect(doc, `${u.login} ← empleado ${id}`).toEqual(esperado(u, guardados.get(id) ?? {}));

      const refs = [...guardados.keys()].slice(0, 5).map((id) => `empleado:${id}`);
      if (u.idempleado !== null) refs.push(`empleado:${u.idempleado}`);
      const r = await llamar<RespuestaSyncDocumentos>(u.login, 'sync.documentos', { refs });
      expect(r.documentos.length, u.login).toBe(new Set(refs).size);
      for (const d of r.documentos) expect(d.doc, `${u.login} ← sync.documentos ${String(d.doc.idempleado)}`).toEqual(esperado(u, guardados.get(String(d.doc.idempleado)) ?? {}));
    }
  });

  it('el registro de cambios', async () => {
    const vigilante = s.usuarios.find((u) => u.login === 'vigilante')!;
    const admin = s.usuarios.find((u) => u.login === 'admin')!;
    const inicio = new Map<string, number>();
    for (const u of [vigilante, admin]) inicio.set(u.login, (await empleadosDe(u.login)).checkpoint);

    const otro = s.datos.documentos.empleado.find((e) => e.idempleado !== vigilante.idempleado)!;
    const suyo = s.datos.documentos.empleado.find((e) => e.idempleado === vigilante.idempleado)!;
    const cambiados = [{ ...otro, email: 'cambiado@vigia.es' }, { ...suyo, email: 'mio@vigia.es' }];
    await s.servidor.db.transaccion(async (q) => {
      const tx = crearTxSql(q, { etiquetasUsuario: null });
      for (const e of cambiados) await tx.put('empleado', e);
    });
    await sellarCambios(s.servidor.db);

    for (const u of [vigilante, admin]) {
      const { empleados } = await empleadosDe(u.login, inicio.get(u.login));
      expect([...empleados.keys()].sort(), u.login).toEqual(cambiados.map((e) => e.idempleado).sort());
      for (const e of cambiados) expect(empleados.get(e.idempleado), `${u.login} ← ${e.idempleado}`).toEqual(esperado(u, e));
    }
    // Comprobación directa de lo esencial: el vigilante no recibe el correo nuevo de otro empleado.
    const { empleados } = await empleadosDe('vigilante', inicio.get('vigilante'));
    expect(empleados.get(otro.idempleado)).toMatchObject({ nif: null, email: null });
    expect(empleados.get(suyo.idempleado)).toMatchObject({ email: 'mio@vigia.es' });
  });
});
