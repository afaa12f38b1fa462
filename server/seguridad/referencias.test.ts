/**
 * Referencias fuera del ámbito, sobre todo el registro de métodos: para cada insertSync/updateSync
 * genérico (schemas/index.ts) y cada clave ajena que fija (ambito.ts `referenciasDe`, más el par idtabla +
 * id), un usuario de la demo con permiso para el método:
 *  1. hace la llamada buena (una copia de un documento suyo, o el cambio a otro valor suyo) y se acepta:
 *     prueba que el rechazo de después es por la referencia y no por otra cosa;
 *  2. la repite con la clave ajena apuntando a un documento que existe pero no está en su ámbito, y a uno
 *     que no existe: -32011 en español, y ni el registro de cambios ni el documento cambian.
 * Un alta que reúne (un parte sobre la orden de otro técnico) se aceptaba antes de este control y le
 * daba al técnico la orden, su sistema y su cliente.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entidades, esquemasSincronizados, type Coleccion } from '../../schemas';
import type { Doc } from '../../replication/tx';
import { bloqueoDocumento } from '../../replication/mutadores';
import { coleccionDeIdtabla, esGlobal, referenciasDe, sqlCortan } from '../sync/ambito';
import { numero, tabla } from '../sync/registro';
import type { UsuarioDemo } from '../seed/tipos';
import { accedeApp, envoltura, etiquetasEsperadas, MENSAJE_RECHAZO_AMBITO } from './matriz';
import { montarServidorDemo, type ServidorDemo } from './servidor-demo';
import { apps, PERMISOS_ADMIN } from '../seed/generador/usuarios';

const CODIGO_PERMISO = -32011;

/**
 * Un técnico con todos los permisos y las apps de técnicos y comerciales, pero ámbito 'propio': cubre las
 * altas que ningún usuario de la demo tiene permitidas (vías, cuotas, zonas de un sistema).
 */
const TECNICO_TOTAL: UsuarioDemo = {
  idusuario: '903', login: 'tecnico.total', password: 'demo1234', nombre: 'Técnico con todos los permisos', idempleado: '1', idtecnico: '1',
  idcomercial: '1', idvigilante: null, idalmacen: null, iddelegacion: '1', permisos: PERMISOS_ADMIN, apps: apps('tecnicos', 'comerciales'), ambito: 'propio',
};
/**
 * Un vigilante con todos los permisos y las apps de vigilancia y custodia (ámbito 'propio', sus puestos): cubre
 * las altas de los servicios, turnos y vigilantes de un puesto, que el vigilante de la demo solo ve.
 */
const VIGILANCIA_TOTAL: UsuarioDemo = {
  idusuario: '904', login: 'vigilancia.total', password: 'demo1234', nombre: 'Vigilante con todos los permisos', idempleado: '1', idtecnico: null,
  idcomercial: null, idvigilante: '1', idalmacen: null, iddelegacion: '1', permisos: PERMISOS_ADMIN, apps: apps('vigilantes', 'custodiaLlaves'), ambito: 'propio',
};
/** Quien escribe: los usuarios de la demo con ámbito limitado (admin lo ve todo) y los dos de arriba. */
const ESCRITORES = ['tecnico', 'tecnico2', 'comercial', 'vigilante', 'custodia', TECNICO_TOTAL.login, VIGILANCIA_TOTAL.login];

/** Documentos de colecciones que la demo no siembra, colgados de un parte del usuario. */
const PLANTILLAS: Partial<Record<Coleccion, (parte: Doc) => Doc>> = {
  solicitudmaterial: (parte) => ({
    idsolicitud_material: randomUUID(), idparte_trabajo: parte.idparte_trabajo, idarticulo: '1', descripcion: 'Detector', unidades: 1,
    observaciones: null, fecha: '2026-11-20T10:00:00.000Z', estado: 1,
  }),
  partetrabajotecnico: (parte) => ({ idparte_trabajo_tecnico: randomUUID(), idparte_trabajo: parte.idparte_trabajo, idtecnico: '2', estado: 1 }),
};

interface Caso {
  metodo: string;
  coleccion: Coleccion;
  tipo: 'insertSync' | 'updateSync';
  /** Campo de la referencia y colección a la que apunta. */
  campo: string;
  destino: Coleccion;
}

interface RespuestaRpc {
  result?: unknown;
  error?: { code: number; message: string };
}

/** Las referencias de cada colección con la colección a la que apuntan (sin catálogos globales). */
const referenciasVigiladas = (c: Coleccion, doc: Doc | null): { campo: string; destino: Coleccion }[] => {
  const lista = referenciasDe(c).filter((v) => !esGlobal(v.coleccion)).map((v) => ({ campo: v.campo, destino: v.coleccion }));
  if ('idtabla' in esquemasSincronizados[c].properties && doc) {
    const destino = coleccionDeIdtabla(doc.idtabla);
    if (destino) lista.push({ campo: 'id', destino });
  }
  return lista;
};

describe('referencias fuera del ámbito en cada alta y modificación del registro (servidor completo)', () => {
  let s: ServidorDemo;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    s = await montarServidorDemo({ escala: 1, usuariosExtra: [TECNICO_TOTAL, VIGILANCIA_TOTAL] });
    for (const login of ESCRITORES) tokens.set(login, await s.token(login));
  }, 120_000);
  afterAll(async () => {
    await s?.cerrar();
  });

  const usuario = (login: string): UsuarioDemo => {
    const u = s.usuarios.find((x) => x.login === login);
    if (!u) throw new Error(`Sin usuario ${login}`);
    return u;
  };
  const llamar = async (login: string, metodo: string, params: unknown): Promise<RespuestaRpc> => {
    const r = await s.api({ jsonrpc: '2.0', id: 1, method: metodo, params: envoltura(params) }, tokens.get(login) ?? null);
    expect(r.statusCode).toBe(200);
    const cuerpo = r.json<RespuestaRpc>();
    return cuerpo;
  };
  const ultimoSeq = async (): Promise<number> => {
    const [f] = await s.servidor.db.query<{ n: unknown }>('select coalesce(max(seq), 0) as n from cambio');
    return numero(f?.n);
  };
  const docsEnAmbito = async (c: Coleccion, etiquetas: string[] | null, dentro: boolean, limite: number): Promise<Doc[]> => {
    const filtro = etiquetas === null ? 'true' : dentro ? sqlCortan('$1::text[]') : `not ${sqlCortan('$1::text[]')}`;
    const filas = await s.servidor.db.query<{ doc: Doc }>(
      `select doc from ${tabla(c)} where ${filtro} and coalesce((doc->>'estado')::int, 1) > 0 order by id limit ${limite}`,
      etiquetas === null ? [] : [etiquetas],
    );
    return filas.map((f) => f.doc);
  };
  const puedeEscribir = (u: UsuarioDemo, c: Coleccion, accion: 'insertar' | 'editar'): boolean =>
    u.permisos[entidades[c].objeto]?.[accion] === true && entidades[c].apps.some((a) => accedeApp(u, a));

  it('cada clave ajena de cada insertSync/updateSync: fuera del ámbito o inexistente → -32011 y nada cambia', async () => {
    const casos: Caso[] = [];
    const sinCubrir: string[] = [];
    const malas: string[] = [];
    let rechazos = 0;

    for (const c of Object.keys(entidades) as Coleccion[]) {
      const e = entidades[c];
      for (const tipo of ['insertSync', 'updateSync'] as const) {
        if (!e.mutadores.includes(tipo === 'insertSync' ? 'insert' : 'update')) continue;
        const metodo = `${e.metodo}.${tipo}`;
        const accion = tipo === 'insertSync' ? 'insertar' : 'editar';
        // Las referencias que el método puede fijar: todas al añadir; al modificar, las editables.
        let cubierto = false;
        let hayReferencias = false;
        for (const login of ESCRITORES) {
          const u = usuario(login);
          if (!puedeEscribir(u, c, accion)) continue;
          const etiquetas = etiquetasEsperadas(u);
          const plantilla = PLANTILLAS[c];
          const [parte] = plantilla ? await docsEnAmbito('partetrabajo', etiquetas, true, 1) : [];
          // Un documento que los genéricos no dejan tocar (el movimiento de caja de un cobro) no sirve de base.
          const [base] = plantilla && parte ? [plantilla(parte)] : (await docsEnAmbito(c, etiquetas, true, 50)).filter((d) => bloqueoDocumento(c, d) === null);
          if (!base) continue;
          const refs = referenciasVigiladas(c, base).filter((r) => tipo === 'insertSync' || e.editables.includes(r.campo));
          if (refs.length === 0) break;
          hayReferencias = true;
          cubierto = true;
          for (const { campo, destino } of refs) {
            casos.push({ metodo, coleccion: c, tipo, campo, destino });
            const [ajeno] = await docsEnAmbito(destino, etiquetas, false, 1);
            expect(ajeno, `${destino} sin documentos fuera del ámbito de ${login}`).toBeDefined();
            const idAjeno = String(ajeno?.[entidades[destino].clave]);
            const clave = e.clave;
            const params = (valor: unknown, id: string): unknown =>
              tipo === 'insertSync'
                ? { doc: { ...base, [clave]: id, [campo]: valor } }
                : { id: String(base[clave]), cambios: { [campo]: valor } };

            // 1. La llamada buena se acepta (con la referencia que ya tenía).
            const bueno = await llamar(login, metodo, params(base[campo], randomUUID()));
            if (bueno.error) malas.push(`${metodo} ${campo} (${login}): la llamada buena se rechaza: ${bueno.error.message}`);

            // 2. Fuera del ámbito y a lo que no existe: rechazo sin cambios.
            for (const valor of [idAjeno, `no-existe-${randomUUID().slice(0, 8)}`]) {
              const id = randomUUID();
              const seqAntes = await ultimoSeq();
              const [docAntes] = tipo === 'updateSync' ? await s.servidor.db.query<{ doc: Doc }>(`select doc from ${tabla(c)} where id = $1`, [String(base[clave])]) : [];
              const r = await llamar(login, metodo, params(valor, id));
              const codigo = r.error?.code;
              const mensaje = r.error?.message ?? '';
              if (codigo !== CODIGO_PERMISO || !MENSAJE_RECHAZO_AMBITO.test(mensaje)) {
                malas.push(`${metodo} ${campo}=${valor} (${login}): ${codigo ?? 'aceptado'} ${mensaje}`);
              } else {
                rechazos += 1;
              }
              if ((await ultimoSeq()) !== seqAntes) malas.push(`${metodo} ${campo}=${valor} (${login}): el registro de cambios creció`);
              if (tipo === 'insertSync') {
                const [creado] = await s.servidor.db.query(`select id from ${tabla(c)} where id = $1`, [id]);
                if (creado) malas.push(`${metodo} ${campo}=${valor} (${login}): el documento se guardó`);
              } else {
                const [docDespues] = await s.servidor.db.query<{ doc: Doc }>(`select doc from ${tabla(c)} where id = $1`, [String(base[clave])]);
                if (JSON.stringify(docDespues?.doc) !== JSON.stringify(docAntes?.doc)) malas.push(`${metodo} ${campo}=${valor} (${login}): el documento cambió`);
              }
            }
          }
          break;
        }
        if (hayReferencias && !cubierto) sinCubrir.push(metodo);
        if (!cubierto && tipo === 'insertSync' && referenciasVigiladas(c, null).length > 0) sinCubrir.push(`${metodo} (ningún escritor con permiso y un documento suyo)`);
      }
    }

    console.log(`Referencias fuera del ámbito: ${casos.length} claves ajenas en ${new Set(casos.map((x) => x.metodo)).size} métodos, ${rechazos} rechazos correctos`);
    expect(malas).toEqual([]);
    expect(sinCubrir).toEqual([]);
    // Los altas que reúnen etiquetas (el fallo de seguridad original) están cubiertas.
    expect(casos.map((x) => `${x.metodo}:${x.campo}`)).toEqual(expect.arrayContaining([
      'parteTrabajo.insertSync:idorden_trabajo', 'parteTrabajo.insertSync:idsistema', 'parteTrabajo.insertSync:idcliente',
      'telefono.insertSync:idcliente', 'revisionSistema.updateSync:idparte_trabajo',
    ]));
  }, 240_000);

  it('un parte con la orden de otra delegación no se acepta y la orden no entra en el ámbito de nadie más', async () => {
    const tecnico = usuario('tecnico');
    const etiquetas = etiquetasEsperadas(tecnico);
    const [propio] = await docsEnAmbito('partetrabajo', etiquetas, true, 1);
    expect(propio).toBeDefined();
    const ordenes = await s.servidor.db.query<{ doc: Doc; ambito: string[] }>(
      `select doc, ambito from ordentrabajo where doc->>'iddelegacion' <> $1 order by id limit 1`,
      [String(propio?.iddelegacion)],
    );
    const orden = ordenes[0];
    expect(orden).toBeDefined();
    const seqAntes = await ultimoSeq();
    // Con la delegación de la orden y con la suya: las dos se rechazan.
    for (const iddelegacion of [orden?.doc.iddelegacion, propio?.iddelegacion]) {
      const r = await llamar('tecnico', 'parteTrabajo.insertSync', {
        doc: { ...propio, idparte_trabajo: randomUUID(), idorden_trabajo: orden?.doc.idorden_trabajo, idsistema: orden?.doc.idsistema, idcliente: orden?.doc.idcliente, iddelegacion },
      });
      expect(r.error?.code).toBe(CODIGO_PERMISO);
    }
    expect(await ultimoSeq()).toBe(seqAntes);
    const [despues] = await s.servidor.db.query<{ ambito: string[] }>('select ambito from ordentrabajo where id = $1', [String(orden?.doc.idorden_trabajo)]);
    expect(despues?.ambito).toEqual(orden?.ambito);
  });
});
