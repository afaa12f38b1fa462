/**
 * Pruebas de lo que da contenido a 'Técnicos del parte', 'Solicitud de material' y las acciones
 * correctoras de las checklists: hay compañeros, solicitudes y acciones en la demo (a escala 1 y 0,1), cada
 * referencia apunta a un padre que existe y es coherente (compañero de la delegación del parte y distinto
 * del asignado, solicitud de un artículo del catálogo y nunca en el futuro, acción en una pregunta con
 * anomalía de una checklist cerrada de un parte finalizado); los técnicos con usuario ven los suyos (las
 * reglas de sync.pull) sin ser nunca compañeros, y los primeros partes pendientes que usan las pruebas e2e
 * quedan libres. Los partes descargados a mano no se siembran.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Coleccion } from '../../../schemas';
import { calcularResultado } from '../../../replication/checklist-reglas';
import { etiquetarDocumentos, type EtiquetasPorColeccion } from '../../sync/ambito-datos';
import { generarDemo } from '../generador';
import type { DatosDemo, UsuarioDemo } from '../tipos';
import { usuarioDemo, veSegun } from './contexto-prueba';
import { PRIMEROS_LIBRES } from './companeros-solicitudes';

const HOY = '2025-06-16';

describe('compañeros, solicitudes de material y acciones correctoras de la demo', () => {
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

  it('las colecciones no están vacías y cada referencia apunta a un padre que existe y es coherente', () => {
    for (const d of [demo, pequena]) {
      const D = d.documentos;
      expect(D.partetrabajotecnico.length).toBeGreaterThan(0);
      expect(D.solicitudmaterial.length).toBeGreaterThan(0);
      expect(D.accioncorrectoraot.length).toBeGreaterThan(0);
      const partes = new Map(D.partetrabajo.map((p) => [p.idparte_trabajo, p]));
      const tecnicos = new Map(D.tecnico.map((t) => [t.idtecnico, t]));
      const articulos = new Map(D.articulo.map((a) => [a.idarticulo, a]));
      const conUsuario = new Set(d.usuarios.flatMap((u) => (u.idtecnico ? [u.idtecnico] : [])));
      const pares = new Set<string>();
      for (const c of D.partetrabajotecnico) {
        const parte = partes.get(c.idparte_trabajo);
        const tecnico = tecnicos.get(c.idtecnico);
        if (!parte || !tecnico) expect.fail(`compañero ${c.idparte_trabajo_tecnico} sin parte o técnico`);
        expect(parte.estado, c.idparte_trabajo_tecnico).toBeGreaterThan(0);
        expect(c.idtecnico).not.toBe(parte.idtecnico);
        expect(tecnico.iddelegacion, c.idparte_trabajo_tecnico).toBe(tecnicos.get(parte.idtecnico ?? '')?.iddelegacion);
        expect(conUsuario.has(c.idtecnico), `compañero ${c.idtecnico} con usuario`).toBe(false);
        pares.add(`${c.idparte_trabajo}/${c.idtecnico}`);
      }
      expect(pares.size).toBe(D.partetrabajotecnico.length);
      for (const s of D.solicitudmaterial) {
        const parte = partes.get(s.idparte_trabajo);
        const articulo = articulos.get(s.idarticulo);
        if (!parte || !articulo) expect.fail(`solicitud ${s.idsolicitud_material} sin parte o artículo`);
        expect(parte.estado, s.idsolicitud_material).toBeGreaterThan(0);
        expect(s.descripcion).toBe(articulo.descripcion);
        expect(s.unidades).toBeGreaterThan(0);
        expect([1, 2]).toContain(s.estado);
        if (parte.estado === 2) expect(s.estado, s.idsolicitud_material).toBe(2);
        expect(s.fecha <= `${HOY}T23:59:59.999Z`, s.fecha).toBe(true);
      }
      expect(new Set(D.solicitudmaterial.map((s) => s.estado))).toEqual(new Set([1, 2]));
      const checklists = new Map(D.checklistot.map((c) => [c.idchecklist_ot, c]));
      const preguntas = new Map(D.preguntachecklistot.map((q) => [q.idpregunta_checklist_ot, q]));
      for (const a of D.accioncorrectoraot) {
        const checklist = checklists.get(a.idchecklist_ot);
        const pregunta = preguntas.get(a.idpregunta_checklist_ot);
        if (!checklist || !pregunta) expect.fail(`acción ${a.idaccion_correctora_ot} sin checklist o pregunta`);
        expect(pregunta.idchecklist_ot).toBe(a.idchecklist_ot);
        expect(pregunta.respuesta).toBe('anomalia');
        expect(checklist).toMatchObject({ estado: 2, resultado: 0 });
        expect(partes.get(checklist.idparte_trabajo)?.estado, a.idaccion_correctora_ot).toBe(2);
        expect([1, 2, 3]).toContain(a.estado);
      }
      // El resultado guardado es el que calculan las reglas de las checklists con sus preguntas.
      const grados = new Set(D.gradoanomalia.map((g) => g.idgrado_anomalia));
      for (const c of D.checklistot.filter((x) => x.estado === 2)) {
        expect(calcularResultado(D.preguntachecklistot.filter((q) => q.idchecklist_ot === c.idchecklist_ot), grados), c.idchecklist_ot).toBe(c.resultado);
      }
      // Toda pregunta con anomalía tiene su acción; ninguna anomalía en checklists sin cerrar.
      for (const q of D.preguntachecklistot.filter((x) => x.respuesta === 'anomalia')) {
        expect(D.accioncorrectoraot.some((a) => a.idpregunta_checklist_ot === q.idpregunta_checklist_ot), q.idpregunta_checklist_ot).toBe(true);
        expect(checklists.get(q.idchecklist_ot)?.estado).toBe(2);
      }
      // Los partes descargados a mano los escribe la app ('Descargar'): la demo no los siembra.
      expect(D.partedescargado).toEqual([]);
    }
  });

  it('tecnico y tecnico2 ven compañeros en partes suyos pendientes y finalizados y solicitudes pendientes y servidas; tecnico, acciones correctoras', () => {
    const D = demo.documentos;
    const partes = new Map(D.partetrabajo.map((p) => [p.idparte_trabajo, p]));
    for (const login of ['tecnico', 'tecnico2']) {
      const u = usuario(login);
      const suyo = (id: string) => partes.get(id)?.idtecnico === u.idtecnico;
      const companeros = D.partetrabajotecnico.filter((c) => suyo(c.idparte_trabajo));
      expect(new Set(companeros.map((c) => partes.get(c.idparte_trabajo)?.estado)), login).toEqual(new Set([1, 2]));
      for (const c of companeros) expect(ve(u, 'partetrabajotecnico', c.idparte_trabajo_tecnico), `${login}: ${c.idparte_trabajo_tecnico}`).toBe(true);
      const solicitudes = D.solicitudmaterial.filter((s) => suyo(s.idparte_trabajo));
      expect(new Set(solicitudes.map((s) => s.estado)), login).toEqual(new Set([1, 2]));
      for (const s of solicitudes) expect(ve(u, 'solicitudmaterial', s.idsolicitud_material), `${login}: ${s.idsolicitud_material}`).toBe(true);
      // Los primeros partes pendientes por número, libres para las pruebas e2e.
      const primeros = D.partetrabajo
        .filter((p) => p.idtecnico === u.idtecnico && p.estado === 1)
        .sort((a, b) => a.numero.localeCompare(b.numero))
        .slice(0, PRIMEROS_LIBRES)
        .map((p) => p.idparte_trabajo);
      expect(primeros.length, login).toBe(PRIMEROS_LIBRES);
      for (const id of primeros) {
        expect(D.partetrabajotecnico.some((c) => c.idparte_trabajo === id), `${login}: compañero en ${id}`).toBe(false);
        expect(D.solicitudmaterial.some((s) => s.idparte_trabajo === id), `${login}: solicitud en ${id}`).toBe(false);
      }
    }
    const tecnico = usuario('tecnico');
    expect(D.accioncorrectoraot.length).toBeGreaterThan(0);
    for (const a of D.accioncorrectoraot) expect(ve(tecnico, 'accioncorrectoraot', a.idaccion_correctora_ot), a.idaccion_correctora_ot).toBe(true);
    expect(new Set(D.accioncorrectoraot.map((a) => a.estado)).size).toBeGreaterThan(1);
  });

  it('volúmenes pequeños que crecen con los partes', () => {
    const D = demo.documentos;
    const activos = D.partetrabajo.filter((p) => p.estado > 0).length;
    expect(D.partetrabajotecnico.length).toBeLessThan(activos / 4);
    expect(D.solicitudmaterial.length).toBeLessThan(activos / 4);
    expect(D.accioncorrectoraot.length).toBeLessThanOrEqual(8);
    expect(pequena.documentos.partetrabajotecnico.length).toBeLessThan(D.partetrabajotecnico.length);
  });
});
