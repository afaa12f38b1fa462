/**
 * Pruebas de lo que da contenido a pantallas que si no saldrían vacías: los datos personalizados de
 * contratos, partes de novedad, novedades, puestos y operaciones (definiciones y valores válidos para
 * ellas, de registros que existen) y los planos de los sistemas (PNG de verdad con su contenido, material
 * del mismo sistema colocado dentro de la imagen). Cada usuario de la demo que ve esas pantallas tiene en
 * su ámbito (las mismas reglas que sync.pull) al menos un registro con datos y un sistema con plano; y
 * ningún plano cae en un sistema con partes pendientes (la preparación sin conexión del técnico no
 * cambia). Y las notas de partes y órdenes y los croquis adjuntos a clientes, prospectos, órdenes y partes
 * finalizados, al alcance de quien los ve.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Coleccion } from '../../../schemas';
import { errorValorDato } from '../../../replication/mutadores/datos';
import { etiquetarDocumentos, type EtiquetasPorColeccion } from '../../sync/ambito-datos';
import { generarDemo } from '../generador';
import type { DatosDemo, UsuarioDemo } from '../tipos';
import { usuarioDemo, veSegun } from './contexto-prueba';
import { IDTABLA_CONTRATO, IDTABLA_NOVEDAD, IDTABLA_OPERACION, IDTABLA_PARTE_NOVEDAD, IDTABLA_PUESTO } from './datos-registros';

const HOY = '2025-06-16';
const IDTABLA_SISTEMA = 96;
const FIRMA_PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const TABLAS: readonly (readonly [number, Coleccion, string])[] = [
  [IDTABLA_CONTRATO, 'contrato', 'idcontrato'],
  [IDTABLA_PARTE_NOVEDAD, 'partenovedad', 'idparte_novedad'],
  [IDTABLA_OPERACION, 'operacioncrm', 'idoperacioncrm'],
  [IDTABLA_NOVEDAD, 'novedad', 'idnovedad'],
  [IDTABLA_PUESTO, 'puestoservicio', 'idpuesto_servicio'],
];

describe('datos personalizados y planos de la demo', () => {
  let demo: DatosDemo;
  let pequena: DatosDemo;
  let etiquetas: EtiquetasPorColeccion;
  beforeAll(async () => {
    demo = await generarDemo({ escala: 1, semilla: 1, hoy: HOY });
    pequena = await generarDemo({ escala: 0.1, semilla: 1, hoy: HOY });
    etiquetas = etiquetarDocumentos(demo.documentos);
  });
  const usuario = (login: string): UsuarioDemo => usuarioDemo(demo, login);
  const ve = (u: UsuarioDemo, c: Coleccion, id: string): boolean => veSegun(etiquetas)(u, c, id);

  it('contratos, partes de novedad, novedades, puestos y operaciones tienen campos definidos y valores válidos en registros que existen', () => {
    for (const d of [demo, pequena]) {
      const D = d.documentos;
      for (const [idtabla, coleccion, clave] of TABLAS) {
        const campos = D.campodato.filter((c) => c.idtabla === idtabla && c.estado > 0);
        expect(campos.length, coleccion).toBeGreaterThanOrEqual(3);
        expect(new Set(campos.map((c) => c.tipo)).size, coleccion).toBeGreaterThanOrEqual(2);
        const porId = new Map(campos.map((c) => [c.idcampo_dato, c]));
        const registros = new Set(d.documentos[coleccion].map((x) => String(Reflect.get(x, clave))));
        const valores = D.dato.filter((x) => x.idtabla === idtabla);
        expect(valores.length, coleccion).toBeGreaterThan(0);
        for (const v of valores) {
          expect(registros.has(v.id), `${coleccion} ${v.id}`).toBe(true);
          const campo = porId.get(v.idcampo_dato);
          if (!campo) expect.fail(`dato ${v.iddato} de un campo que no es de ${coleccion}`);
          expect(errorValorDato(campo, v.valor), v.iddato).toBeNull();
        }
      }
      // Los ids de campo no se repiten entre tablas (la clave de campodato es global).
      expect(new Set(D.campodato.map((c) => c.idcampo_dato)).size).toBe(D.campodato.length);
    }
  });

  it('quien ve contratos, partes de novedad, novedades, puestos u operaciones ve alguno con datos personalizados', () => {
    const conDatos = (idtabla: number): Set<string> => new Set(demo.documentos.dato.filter((x) => x.idtabla === idtabla).map((x) => x.id));
    const casos: readonly (readonly [string, number, Coleccion])[] = [
      ['comercial', IDTABLA_CONTRATO, 'contrato'], ['comercial2', IDTABLA_CONTRATO, 'contrato'],
      ['comercial', IDTABLA_OPERACION, 'operacioncrm'], ['comercial2', IDTABLA_OPERACION, 'operacioncrm'],
      ['vigilante', IDTABLA_PARTE_NOVEDAD, 'partenovedad'], ['admin', IDTABLA_PARTE_NOVEDAD, 'partenovedad'],
      ['vigilante', IDTABLA_NOVEDAD, 'novedad'], ['vigilante', IDTABLA_PUESTO, 'puestoservicio'], ['admin', IDTABLA_PUESTO, 'puestoservicio'],
    ];
    for (const [login, idtabla, coleccion] of casos) {
      const u = usuario(login);
      const ids = [...conDatos(idtabla)].filter((id) => ve(u, coleccion, id));
      expect(ids.length, `${login}: ${coleccion} con datos`).toBeGreaterThan(0);
      // El dato va con su registro: quien ve el registro ve sus datos.
      const idsDatos = demo.documentos.dato.filter((x) => x.idtabla === idtabla && ids.includes(x.id)).map((x) => x.iddato);
      for (const iddato of idsDatos) expect(ve(u, 'dato', iddato), `${login}: dato ${iddato}`).toBe(true);
    }
  });

  it('los planos son PNG de verdad con su contenido y el material colocado es de su sistema y cae dentro de la imagen', () => {
    for (const d of [demo, pequena]) {
      const D = d.documentos;
      const planos = D.fichero.filter((f) => f.idtabla === IDTABLA_SISTEMA);
      expect(planos.length).toBeGreaterThan(0);
      const contenidos = new Map((d.contenidos ?? []).map((c) => [c.idfichero, c]));
      for (const f of planos) {
        expect(f.tipo).toBe('image/png');
        const c = contenidos.get(f.idfichero);
        if (!c) expect.fail(`plano ${f.idfichero} sin contenido`);
        expect([...c.datos.subarray(0, 8)]).toEqual(FIRMA_PNG);
        expect(c.tipo).toBe(f.tipo);
        expect(f.tamano).toBe(c.datos.length);
      }
      const ficheros = new Map(planos.map((f) => [f.idfichero, f]));
      const materiales = new Map(D.materialsistema.map((m) => [m.idmaterial_sistema, m]));
      expect(D.planomaterial.length).toBeGreaterThan(0);
      for (const p of D.planomaterial) {
        expect(p.idplano_material).toBe(p.idmaterial_sistema);
        expect(materiales.get(p.idmaterial_sistema)?.idsistema).toBe(p.idsistema);
        expect(ficheros.get(p.idfichero)?.id).toBe(p.idsistema);
        for (const v of [p.x, p.y]) expect(v > 0 && v < 1, `posición ${v}`).toBe(true);
      }
      // Todo plano tiene algo colocado, y hay material sin colocar para colocarlo a mano.
      for (const f of planos) expect(D.planomaterial.some((p) => p.idfichero === f.idfichero), f.idfichero).toBe(true);
      const conPlano = new Set(planos.map((f) => f.id));
      expect(D.materialsistema.some((m) => conPlano.has(m.idsistema) && !D.planomaterial.some((p) => p.idmaterial_sistema === m.idmaterial_sistema))).toBe(true);
      // Ningún plano en un sistema con partes pendientes: lo que la preparación del técnico descarga no cambia.
      const conPendientes = new Set(D.partetrabajo.filter((p) => p.estado === 1).map((p) => p.idsistema));
      for (const id of conPlano) expect(conPendientes.has(id), `sistema ${id}`).toBe(false);
    }
  });

  it('cada técnico y cada comercial de la demo ve un sistema con su plano y el material colocado', () => {
    const planos = demo.documentos.fichero.filter((f) => f.idtabla === IDTABLA_SISTEMA);
    for (const login of ['tecnico', 'tecnico2', 'comercial', 'comercial2', 'admin']) {
      const u = usuario(login);
      const suyos = planos.filter((f) => ve(u, 'fichero', f.idfichero) && ve(u, 'sistema', f.id));
      expect(suyos.length, login).toBeGreaterThan(0);
      const colocados = demo.documentos.planomaterial.filter((p) => suyos.some((f) => f.idfichero === p.idfichero));
      expect(colocados.length, login).toBeGreaterThan(0);
      for (const p of colocados) expect(ve(u, 'planomaterial', p.idplano_material), `${login}: colocación ${p.idplano_material}`).toBe(true);
    }
    // Uno de los sistemas tiene dos plantas, con el material repartido entre ellas.
    const porSistema = new Map<string, number>();
    for (const f of planos) porSistema.set(f.id, (porSistema.get(f.id) ?? 0) + 1);
    expect([...porSistema.values()].some((n) => n === 2)).toBe(true);
  });

  it('notas de partes y órdenes: de registros que existen, nunca en el futuro, y cada técnico ve alguna en sus partes', () => {
    const D = demo.documentos;
    const partes = new Map(D.partetrabajo.map((p) => [p.idparte_trabajo, p]));
    const ordenes = new Set(D.ordentrabajo.map((o) => o.idorden_trabajo));
    expect(D.nota.length).toBeGreaterThan(0);
    for (const n of D.nota) {
      expect([269, 267], n.idnota).toContain(n.idtabla);
      expect(n.idtabla === 269 ? partes.has(n.id) : ordenes.has(n.id), `nota ${n.idnota}`).toBe(true);
      expect(n.fecha <= `${HOY}T23:59:59.999Z`, n.fecha).toBe(true);
      expect(n.texto.trim()).not.toBe('');
      expect(n.autor.trim()).not.toBe('');
    }
    expect(D.nota.some((n) => n.idtabla === 267)).toBe(true);
    for (const login of ['tecnico', 'tecnico2']) {
      const u = usuario(login);
      const suyas = D.nota.filter((n) => n.idtabla === 269 && partes.get(n.id)?.idtecnico === u.idtecnico);
      expect(suyas.length, login).toBeGreaterThan(0);
      for (const n of suyas) expect(ve(u, 'nota', n.idnota), `${login}: nota ${n.idnota}`).toBe(true);
    }
  });

  it('croquis adjuntos: PNG con contenido en órdenes, clientes, prospectos y partes finalizados (ninguno en uno pendiente), al alcance de técnicos y comerciales', () => {
    const D = demo.documentos;
    const contenidos = new Map((demo.contenidos ?? []).map((c) => [c.idfichero, c]));
    const croquis = D.fichero.filter((f) => [267, 9, 10, 269].includes(f.idtabla));
    const estadoParte = new Map(D.partetrabajo.map((p) => [p.idparte_trabajo, p.estado]));
    for (const f of croquis.filter((x) => x.idtabla === 269)) expect(estadoParte.get(f.id), `parte ${f.id}`).toBe(2);
    for (const f of croquis) {
      expect(f.tipo).toBe('image/png');
      expect(f.tamano).toBe(contenidos.get(f.idfichero)?.datos.length);
    }
    const deTabla = (u: UsuarioDemo, idtabla: number) => croquis.filter((f) => f.idtabla === idtabla && ve(u, 'fichero', f.idfichero));
    for (const login of ['tecnico', 'tecnico2']) {
      expect(deTabla(usuario(login), 267).length, `${login}: órdenes`).toBeGreaterThan(0);
      expect(deTabla(usuario(login), 9).length, `${login}: clientes`).toBeGreaterThan(0);
      expect(deTabla(usuario(login), 269).length, `${login}: partes`).toBeGreaterThan(0);
    }
    for (const login of ['comercial', 'comercial2']) {
      expect(deTabla(usuario(login), 9).length, `${login}: clientes`).toBeGreaterThan(0);
      expect(deTabla(usuario(login), 10).length, `${login}: prospectos`).toBeGreaterThan(0);
    }
  });
});
