/**
 * Matriz de autorización sobre el servidor completo (PGlite, demo a escala pequeña): cada método que
 * registra el servidor × cada usuario de la demo (y dos de más que prueban reglas que la demo no
 * distingue). Fuera de los permisos o las apps del usuario: error -32011 con el mensaje en español;
 * dentro: nunca -32011. Además: escribir un documento fuera del ámbito del usuario se rechaza sin tocar
 * nada, y la descarga completa de sync.pull (todas las páginas) no trae nada fuera de su conjunto de
 * trabajo, con el conjunto de partes esperado calculado aparte desde los datos sembrados.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colecciones, entidades, esColeccion, type Coleccion } from '../../schemas';
import type { RespuestaSyncPull } from '../../replication/metodos';
import { metodosRegistrados } from '../http/construir';
import { PERMISOS_TECNICO, permisos, apps } from '../seed/generador/usuarios';
import type { UsuarioDemo } from '../seed/tipos';
import { BAJO_DEMANDA_POR_PADRE, cortan, enConjunto, familiaHistoria, HISTORIA_BAJO_DEMANDA, mesesVentana, VENTANA_HISTORIA } from '../sync/ambito';
import { tabla } from '../sync/registro';
import { entradaDe, envoltura, etiquetasEsperadas, MENSAJE_RECHAZO_AMBITO, MENSAJES_RECHAZO_PERMISO, permitido, type EntradaMatriz } from './matriz';
import { montarServidorDemo, type ServidorDemo } from './servidor-demo';

const CODIGO_PERMISO = -32011;

/** Usuarios de más: una marca de app sin el id que la app necesita, y nadie con ningún permiso. */
const EXTRA: UsuarioDemo[] = [
  {
    idusuario: '901', login: 'tecnico.sinid', password: 'demo1234', nombre: 'Técnico sin ficha', idempleado: '1', idtecnico: null,
    idcomercial: null, idvigilante: null, idalmacen: null, iddelegacion: '1', permisos: PERMISOS_TECNICO, apps: apps('tecnicos'), ambito: 'propio',
  },
  {
    idusuario: '902', login: 'sinpermisos', password: 'demo1234', nombre: 'Sin permisos', idempleado: '1', idtecnico: '1',
    idcomercial: '1', idvigilante: '1', idalmacen: '1', iddelegacion: '1', permisos: permisos({}),
    apps: apps('comerciales', 'tecnicos', 'vigilantes', 'custodiaLlaves', 'almacen', 'presencia'), ambito: 'delegacion',
  },
];
const DEMO = ['admin', 'tecnico', 'tecnico2', 'comercial', 'vigilante', 'almacen', 'presencia', 'comercial2', 'custodia'];

interface RespuestaRpc {
  id?: unknown;
  result?: unknown;
  error?: { code: number; message: string };
}

const esRespuesta = (x: unknown): x is RespuestaRpc => typeof x === 'object' && x !== null && !Array.isArray(x);

describe('matriz de autorización (servidor completo sobre PGlite)', () => {
  let s: ServidorDemo;
  const tokens = new Map<string, string>();
  const token = (login: string): string => {
    const t = tokens.get(login);
    if (t === undefined) throw new Error(`Sin token de ${login}`);
    return t;
  };
  const llamar = async (login: string, metodo: string, params: unknown, t = token(login)): Promise<{ estado: number; r: RespuestaRpc }> => {
    const res = await s.api({ jsonrpc: '2.0', id: 1, method: metodo, params }, t);
    const cuerpo: unknown = res.json();
    if (!esRespuesta(cuerpo)) throw new Error(`Respuesta no válida de ${metodo}: ${res.body}`);
    return { estado: res.statusCode, r: cuerpo };
  };

  beforeAll(async () => {
    s = await montarServidorDemo({ escala: 0.2, usuariosExtra: EXTRA });
    expect(s.usuarios.map((u) => u.login)).toEqual([...DEMO, ...EXTRA.map((u) => u.login)]);
    for (const u of s.usuarios) tokens.set(u.login, await s.token(u.login));
  }, 120_000);
  afterAll(async () => {
    await s?.cerrar();
  });

  it('cada método registrado × cada usuario: fuera de sus permisos o apps, -32011 en español; dentro, nunca -32011', async () => {
    const metodos = [...metodosRegistrados(s.servidor.app)].sort();
    const sinRegla = metodos.filter((m) => entradaDe(m) === null);
    expect(sinRegla, 'métodos sin regla en server/seguridad/matriz.ts (decide qué exigen)').toEqual([]);
    const entradas = metodos.flatMap((m) => entradaDe(m) ?? []);
    // Cubre todos los mutadores genéricos de todas las entidades.
    for (const e of Object.values(entidades)) {
      for (const m of e.mutadores) expect(metodos).toContain(`${e.metodo}.${m}Sync`);
    }

    const malas: string[] = [];
    let casos = 0;
    let rechazos = 0;
    const comprobar = (u: UsuarioDemo, e: EntradaMatriz, estado: number, r: RespuestaRpc): void => {
      casos += 1;
      const debe = permitido(u, e.regla);
      const mensaje = r.error?.message ?? '';
      const porPermiso = r.error?.code === CODIGO_PERMISO && MENSAJES_RECHAZO_PERMISO.some((x) => x.test(mensaje));
      const que = `${u.login} ${e.metodo}`;
      if (!debe) rechazos += 1;
      if (estado !== 200) malas.push(`${que}: HTTP ${estado}`);
      else if (debe && porPermiso) malas.push(`${que}: rechazado por permiso y debía permitirse (${mensaje})`);
      else if (debe && r.error?.code === CODIGO_PERMISO && !MENSAJE_RECHAZO_AMBITO.test(mensaje)) malas.push(`${que}: rechazo -32011 inesperado (${mensaje})`);
      else if (!debe && e.regla.tipo === 'permisoOculto') {
        if (r.error?.code !== e.regla.codigo || mensaje !== e.regla.mensaje) malas.push(`${que}: debía dar '${e.regla.mensaje}' (${JSON.stringify(r.error ?? r.result).slice(0, 120)})`);
      } else if (!debe && !porPermiso) malas.push(`${que}: no rechazado por permiso y debía (${JSON.stringify(r.error ?? r.result).slice(0, 120)})`);
    };

    for (const u of s.usuarios) {
      // Un lote con todas las llamadas (cada una independiente, en orden); sesion.cerrar con un token propio.
      const normales = entradas.filter((e) => !e.cierraSesion);
      const res = await s.api(normales.map((e, i) => ({ jsonrpc: '2.0', id: i, method: e.metodo, params: e.params() })), token(u.login));
      const lista: unknown = res.json();
      if (!Array.isArray(lista) || lista.length !== normales.length) throw new Error(`Lote de ${u.login}: ${res.body.slice(0, 300)}`);
      for (const r of lista) {
        if (!esRespuesta(r) || typeof r.id !== 'number') throw new Error(`Respuesta sin id: ${JSON.stringify(r)}`);
        const e = normales[r.id];
        if (e) comprobar(u, e, res.statusCode, r);
      }
      for (const e of entradas.filter((x) => x.cierraSesion)) {
        const propio = await s.token(u.login);
        const { estado, r } = await llamar(u.login, e.metodo, e.params(), propio);
        comprobar(u, e, estado, r);
      }
    }
    console.log(`Matriz de autorización: ${entradas.length} métodos × ${s.usuarios.length} usuarios = ${casos} casos (${rechazos} deben rechazarse); respuestas incorrectas: ${malas.length}`);
    expect(malas).toEqual([]);
    expect(casos).toBe(entradas.length * s.usuarios.length);
    // La matriz distingue: hay rechazos y hay permitidos.
    expect(rechazos).toBeGreaterThan(0);
    expect(rechazos).toBeLessThan(casos);
  });

  it('sync.pull completo (todas las páginas) no trae nada fuera del conjunto de trabajo de cada usuario', async () => {
    const partes = new Map(s.datos.documentos.partetrabajo.map((p) => [p.idparte_trabajo, p]));
    const ambitos = new Map<string, string[]>();
    // Quien lo ve todo baja lo abierto y la historia de los meses de su ventana (decisión 70), salvo de la
    // historia bajo demanda sin suscribir (las rondas hechas y sus lecturas, decisión 78): de ella, nada.
    const ventanaTodo = { etiquetas: null, meses: mesesVentana(VENTANA_HISTORIA.todo) };
    const bajoDemanda = new Set(HISTORIA_BAJO_DEMANDA.todo.flatMap(familiaHistoria));
    const conjuntoTodo = (c: string) => (bajoDemanda.has(c as Coleccion) ? { etiquetas: null, meses: [] } : ventanaTodo);
    // De lo bajo demanda por registro (el material de los sistemas, decisión 90), sin suscribir ningún padre, nada.
    const porPadre = new Set<string>(BAJO_DEMANDA_POR_PADRE.todo);
    const bajaATodo = (c: string, a: readonly string[]): boolean => !porPadre.has(c) && enConjunto(a, conjuntoTodo(c));
    let totalFilas = 0;
    for (const c of colecciones) {
      const filas = await s.servidor.db.query<{ id: string; ambito: string[] }>(`select id, ambito from ${tabla(c)}`);
      for (const f of filas) ambitos.set(`${c}:${f.id}`, f.ambito);
      totalFilas += filas.filter((f) => bajaATodo(c, f.ambito)).length;
    }
    expect(totalFilas, 'las rondas hechas de la ventana no bajan a la oficina sin suscribirlas').toBeLessThan(
      [...ambitos].filter(([k, a]) => enConjunto(a, ventanaTodo) && colecciones.some((c) => k.startsWith(`${c}:`))).length,
    );
    const malas: string[] = [];
    let documentos = 0;
    for (const u of s.usuarios) {
      const tags = etiquetasEsperadas(u);
      const visible = (c: Coleccion): boolean => u.permisos[entidades[c].objeto]?.visualizar === true;
      const vistos = new Map<string, Record<string, unknown>>();
      let checkpoint = 0;
      let cursor: string | null = null;
      for (let pagina = 0; ; pagina++) {
        if (pagina > 1000) throw new Error('sync.pull no termina');
        const { estado, r } = await llamar(u.login, 'sync.pull', { checkpoint, cursor, limite: 500 });
        if (estado !== 200 || r.error) throw new Error(`sync.pull de ${u.login}: ${JSON.stringify(r.error)}`);
        const p = r.result as RespuestaSyncPull;
        for (const d of p.documentos) {
          const id = String(d.doc[entidades[d.coleccion].clave]);
          vistos.set(`${d.coleccion}:${id}`, d.doc);
        }
        for (const e of p.eliminados) malas.push(`${u.login}: eliminado en la primera descarga ${e.coleccion}:${e.id}`);
        checkpoint = p.checkpoint;
        cursor = p.cursor;
        if (!p.hayMas) break;
      }
      documentos += vistos.size;
      for (const [clave, doc] of vistos) {
        const c = clave.slice(0, clave.indexOf(':'));
        if (!esColeccion(c)) {
          malas.push(`${u.login}: colección desconocida ${clave}`);
          continue;
        }
        if (!visible(c)) malas.push(`${u.login}: ${clave} de una colección que no puede visualizar`);
        const ambito = ambitos.get(clave) ?? [];
        if (!cortan(ambito, tags)) malas.push(`${u.login}: ${clave} fuera de su ámbito (${ambito.join(',')})`);
        if (u.ambito === 'propio') {
          // Nada de otro técnico: ni sus partes, ni lo que cuelga de ellos, ni órdenes en las que no tiene parte.
          if (c === 'partetrabajo' && doc.idtecnico !== u.idtecnico) malas.push(`${u.login}: parte ${clave} del técnico ${String(doc.idtecnico)}`);
          const idparte = c === 'partetrabajo' ? null : doc.idparte_trabajo;
          if (typeof idparte === 'string' && partes.get(idparte)?.idtecnico !== u.idtecnico) malas.push(`${u.login}: ${clave} cuelga del parte ${idparte} de otro técnico`);
          if (c === 'ordentrabajo' && ![...partes.values()].some((p) => p.idorden_trabajo === doc.idorden_trabajo && p.idtecnico === u.idtecnico)) {
            malas.push(`${u.login}: orden ${clave} sin partes suyos`);
          }
        }
        if (u.ambito === 'delegacion' && c === 'partetrabajo' && doc.iddelegacion !== u.iddelegacion) malas.push(`${u.login}: parte ${clave} de otra delegación`);
      }
      // Los partes esperados, calculados desde los datos sembrados: ni uno de más ni uno de menos. Los cerrados
      // (finalizado 2, anulado 0) antes del primer mes de la ventana no bajan sin pedirlos: según el día en que
      // corre la prueba, la ventana de 60 días empieza en un mes o en el siguiente.
      const ventana = mesesVentana(VENTANA_HISTORIA[u.ambito]);
      const enVentana = (p: { estado: number; actualizado?: string | null; fecha: string }): boolean =>
        (p.estado !== 2 && p.estado !== 0) || ventana.includes((p.actualizado ?? p.fecha).slice(0, 7));
      if (visible('partetrabajo')) {
        const esperados = s.datos.documentos.partetrabajo.filter((p) =>
          enVentana(p) && (u.ambito === 'todo' || (u.ambito === 'delegacion' ? p.iddelegacion === u.iddelegacion : u.idtecnico !== null && p.idtecnico === u.idtecnico)));
        const recibidos = [...vistos.keys()].filter((k) => k.startsWith('partetrabajo:')).sort();
        expect(recibidos, `partes de ${u.login}`).toEqual(esperados.map((p) => `partetrabajo:${p.idparte_trabajo}`).sort());
        if (u.login === 'tecnico' || u.login === 'tecnico2') expect(recibidos.length, u.login).toBeGreaterThan(0);
      }
      if (u.ambito === 'todo') {
        const visibles = colecciones.filter(visible);
        const esperadas = visibles.length === colecciones.length ? totalFilas : [...ambitos].filter(([k, a]) => visibles.some((c) => k.startsWith(`${c}:`)) && bajaATodo(k.slice(0, k.indexOf(':')), a)).length;
        expect(vistos.size, `documentos de ${u.login}`).toBe(esperadas);
      }
      if (u.login === 'sinpermisos') expect(vistos.size).toBe(0);
    }
    console.log(`sync.pull: ${s.usuarios.length} usuarios, ${documentos} documentos recibidos en total; fuera del conjunto de trabajo: ${malas.length}`);
    expect(malas).toEqual([]);
  });

  it('escribir o pedir un documento fuera del ámbito se rechaza (-32011) sin tocar nada; dentro se permite', async () => {
    const malas: string[] = [];
    let casos = 0;
    const metodos = metodosRegistrados(s.servidor.app);
    for (const u of s.usuarios) {
      const tags = etiquetasEsperadas(u);
      if (tags === null) continue;
      for (const e of Object.values(entidades)) {
        const c: Coleccion = e.coleccion;
        const filas = await s.servidor.db.query<{ id: string; ambito: string[]; doc: unknown }>(`select id, ambito, doc from ${tabla(c)} order by id`);
        const fuera = filas.find((f) => !cortan(f.ambito, tags));
        const dentro = filas.find((f) => cortan(f.ambito, tags));
        for (const sufijo of ['updateSync', 'deleteSync'] as const) {
          if (!e.mutadores.some((m) => `${m}Sync` === sufijo)) continue;
          const metodo = `${e.metodo}.${sufijo}`;
          const entrada = entradaDe(metodo);
          if (!metodos.includes(metodo) || entrada === null || !permitido(u, entrada.regla)) continue;
          const params = (id: string) => envoltura(sufijo === 'updateSync' ? { id, cambios: {} } : { id });
          if (fuera) {
            casos += 1;
            const { r } = await llamar(u.login, metodo, params(fuera.id));
            const [despues] = await s.servidor.db.query<{ ambito: string[]; doc: unknown }>(`select ambito, doc from ${tabla(c)} where id = $1`, [fuera.id]);
            if (r.error?.code !== CODIGO_PERMISO || !MENSAJE_RECHAZO_AMBITO.test(r.error.message)) malas.push(`${u.login} ${metodo} ${fuera.id} (fuera): ${JSON.stringify(r.error ?? r.result)}`);
            if (despues === undefined || JSON.stringify(despues) !== JSON.stringify({ ambito: fuera.ambito, doc: fuera.doc })) malas.push(`${u.login} ${metodo} ${fuera.id} (fuera): el documento ha cambiado`);
          }
          if (dentro && sufijo === 'updateSync') {
            casos += 1;
            const { r } = await llamar(u.login, metodo, params(dentro.id));
            if (r.error) malas.push(`${u.login} ${metodo} ${dentro.id} (dentro): ${r.error.message}`);
          }
        }
        // sync.documentos: lo de fuera vuelve como eliminado, nunca como documento.
        if (fuera) {
          casos += 1;
          const { r } = await llamar(u.login, 'sync.documentos', { refs: [`${c}:${fuera.id}`] });
          const res = r.result as { documentos: unknown[]; eliminados: unknown[] } | undefined;
          if (res?.documentos.length !== 0 || res.eliminados.length !== 1) malas.push(`${u.login} sync.documentos ${c}:${fuera.id}: ${JSON.stringify(r.result ?? r.error).slice(0, 200)}`);
        }
      }
    }
    // ordenTrabajo.finalizarOt sobre un parte pendiente de otro técnico.
    const ajeno = s.datos.documentos.partetrabajo.find((p) => p.estado === 1 && p.idtecnico !== null && p.idtecnico !== s.usuarios.find((u) => u.login === 'tecnico')?.idtecnico);
    expect(ajeno).toBeDefined();
    if (ajeno) {
      casos += 1;
      const { r } = await llamar('tecnico', 'ordenTrabajo.finalizarOt', envoltura({ idparte_trabajo: ajeno.idparte_trabajo, opcion: 1 }));
      if (r.error?.code !== CODIGO_PERMISO) malas.push(`tecnico ordenTrabajo.finalizarOt ${ajeno.idparte_trabajo}: ${JSON.stringify(r.error ?? r.result)}`);
      const [fila] = await s.servidor.db.query<{ estado: unknown }>(`select doc->'estado' as estado from ${tabla('partetrabajo')} where id = $1`, [ajeno.idparte_trabajo]);
      expect(Number(fila?.estado)).toBe(1);
    }
    console.log(`Ámbito de escritura y sync.documentos: ${casos} casos; respuestas incorrectas: ${malas.length}`);
    expect(malas).toEqual([]);
    expect(casos).toBeGreaterThan(10);
  });
});
