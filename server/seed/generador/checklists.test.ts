import { beforeAll, describe, expect, it } from 'vitest';
import { generarDemo } from '../generador';
import type { DatosDemo } from '../tipos';
import { GRADOS_DEMO, TIPOS_ANOMALIA_DEMO } from './checklists';

const HOY = '2025-06-16';

describe('checklists de la demo', () => {
  let demo: DatosDemo;
  beforeAll(async () => {
    demo = await generarDemo({ escala: 1, semilla: 1, hoy: HOY });
  });

  it('cada parte pendiente del usuario «tecnico» tiene checklist, con grupos, preguntas y acciones de revisión, sin contestar (las cerradas, en partes suyos finalizados)', () => {
    const tecnico = demo.usuarios.find((u) => u.login === 'tecnico');
    const pendientes = demo.documentos.partetrabajo.filter((p) => p.idtecnico === tecnico?.idtecnico && p.estado === 1);
    expect(pendientes.length).toBeGreaterThan(10);
    const { checklistot, grupochecklistot, preguntachecklistot } = demo.documentos;
    for (const p of pendientes) expect(checklistot.some((c) => c.idparte_trabajo === p.idparte_trabajo), p.numero).toBe(true);
    // Las de sus partes pendientes, sin contestar; las demás (checklists-cerradas.ts), firmadas en partes
    // suyos finalizados.
    const ids = new Set(pendientes.map((p) => p.idparte_trabajo));
    const finalizados = new Set(demo.documentos.partetrabajo.filter((p) => p.idtecnico === tecnico?.idtecnico && p.estado === 2).map((p) => p.idparte_trabajo));
    const abiertas = checklistot.filter((c) => ids.has(c.idparte_trabajo));
    expect(checklistot.every((c) => ids.has(c.idparte_trabajo) || (finalizados.has(c.idparte_trabajo) && c.estado === 2))).toBe(true);
    for (const c of abiertas) {
      const grupos = grupochecklistot.filter((g) => g.idchecklist_ot === c.idchecklist_ot);
      const preguntas = preguntachecklistot.filter((q) => q.idchecklist_ot === c.idchecklist_ot);
      expect(grupos.length, c.idchecklist_ot).toBeGreaterThanOrEqual(2);
      expect(preguntas.some((q) => q.tipo === 'revision'), c.idchecklist_ot).toBe(true);
      expect(preguntas.every((q) => grupos.some((g) => g.idgrupo_checklist_ot === q.idgrupo_checklist_ot))).toBe(true);
      expect(c).toMatchObject({ estado: 1, resultado: null, firma_imagen: null, firma_nombre: null });
    }
    const idsAbiertas = new Set(abiertas.map((c) => c.idchecklist_ot));
    const deAbiertas = preguntachecklistot.filter((q) => idsAbiertas.has(q.idchecklist_ot));
    expect(deAbiertas.length).toBeGreaterThan(0);
    expect(deAbiertas.every((q) => q.respuesta === 'sinContestar' && !q.realizada)).toBe(true);
    // Las cerradas, todas contestadas y con la firma del cliente.
    for (const c of checklistot.filter((x) => !idsAbiertas.has(x.idchecklist_ot))) {
      expect(c.firma_nombre, c.idchecklist_ot).not.toBeNull();
      expect(preguntachecklistot.filter((q) => q.idchecklist_ot === c.idchecklist_ot).every((q) => q.respuesta !== 'sinContestar')).toBe(true);
    }
  });

  it('catálogos: los grados de anomalía y los tipos con un grado que existe', () => {
    expect(demo.documentos.gradoanomalia.map((g) => g.descripcion)).toEqual([...GRADOS_DEMO]);
    expect(demo.documentos.tanomaliachecklistot).toHaveLength(TIPOS_ANOMALIA_DEMO.length);
    const grados = new Set(demo.documentos.gradoanomalia.map((g) => g.idgrado_anomalia));
    expect(demo.documentos.tanomaliachecklistot.every((t) => t.idgrado_anomalia !== null && grados.has(t.idgrado_anomalia ?? ''))).toBe(true);
  });

  it('no crece con la escala (solo depende de la carga fija del técnico 1)', async () => {
    const grande = await generarDemo({ escala: 10, semilla: 1, hoy: HOY });
    expect(grande.documentos.checklistot.length).toBeLessThan(2 * demo.documentos.checklistot.length);
  });
});
