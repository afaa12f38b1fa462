/**
 * Técnicos de un parte: el asignado y los compañeros (parte_trabajo_tecnico activos). Con permiso se
 * añade un compañero ('Añadir compañero': parteTrabajoTecnico.insertSync con un id creado en el
 * dispositivo) y se quita tras 'Confirmación' (parteTrabajoTecnico.deleteSync). Solo en partes
 * pendientes. Lo usan /partes/{id}/tecnicos y, una vez por parte, /ordenes/{id}/tecnicos.
 */
import { useId, useMemo } from 'react';
import type { DocDe } from '../../../schemas';
import { puede } from '../../app/permisos';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { useAccion } from '../../ui/accion/useAccion';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';

export interface TecnicosParteProps {
  parte: Pick<DocDe<'partetrabajo'>, 'idparte_trabajo' | 'idtecnico' | 'estado' | 'numero'>;
  /** Título de la sección ('Técnicos' o 'Parte PT-000012'). */
  titulo: string;
}

interface Companero {
  idparte_trabajo_tecnico: string;
  idtecnico: string;
  nombre: string;
}

const SIN_ELEGIR = { idtecnico: '' };

export function TecnicosParte({ parte, titulo }: TecnicosParteProps) {
  const { db, sesion } = useVigia();
  const id = useId();
  const { resultado: filas } = useRxQuery(
    () => db.partetrabajotecnico.find({ selector: { idparte_trabajo: { $eq: parte.idparte_trabajo } } }),
    [db, parte.idparte_trabajo],
  );
  const { resultado: tecnicos } = useRxQuery(() => db.tecnico.find({ selector: { estado: { $gt: 0 } }, sort: [{ nombre: 'asc' }] }), [db]);
  const quitarCompanero = useAccion<Companero, void>({
    ejecutar: (c) => db.mutate('parteTrabajoTecnico.deleteSync', { id: c.idparte_trabajo_tecnico }).then(() => undefined),
    confirmar: (c) => ({ texto: `¿Quitar a ${c.nombre} del parte ${parte.numero}?` }),
    exito: 'Compañero quitado',
  });
  const nombres = useMemo(() => new Map((tecnicos ?? []).map((t) => [t.idtecnico, t.nombre])), [tecnicos]);
  const companeros: Companero[] = (filas ?? [])
    .filter((f) => f.estado > 0)
    .map((f) => ({ idparte_trabajo_tecnico: f.idparte_trabajo_tecnico, idtecnico: f.idtecnico, nombre: nombres.get(f.idtecnico) ?? `Técnico ${f.idtecnico}` }))
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
  const ocupados = new Set([parte.idtecnico ?? '', ...companeros.map((c) => c.idtecnico)]);
  const disponibles = (tecnicos ?? []).filter((t) => !ocupados.has(t.idtecnico));
  const pendiente = parte.estado === 1;
  const anadir = pendiente && puede(sesion.usuario, 'parte_trabajo_tecnico', 'insertar');
  const quitar = pendiente && puede(sesion.usuario, 'parte_trabajo_tecnico', 'borrar');

  const formularioCompanero = declararFormulario<{ idtecnico: string }>({
        campos: [
          {
            campo: 'idtecnico',
            tipo: 'seleccion',
            etiqueta: 'Compañero',
            requerido: true,
            opciones: [{ valor: '', etiqueta: 'Elige un técnico' }, ...disponibles.map((t) => ({ valor: t.idtecnico, etiqueta: t.nombre }))],
          },
        ],
        boton: 'Añadir compañero',
        mensaje: 'Compañero añadido',
        enviar: ({ valores }) =>
          db.mutate('parteTrabajoTecnico.insertSync', {
            doc: { idparte_trabajo_tecnico: crypto.randomUUID(), idparte_trabajo: parte.idparte_trabajo, idtecnico: valores.idtecnico, estado: 1 },
          }),
      });

  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>{titulo}</h2>
      <p>
        {'Técnico asignado: '}
        <strong>{parte.idtecnico ? (nombres.get(parte.idtecnico) ?? `Técnico ${parte.idtecnico}`) : 'Sin asignar'}</strong>
      </p>
      {filas === undefined ? (
        <p className="cargando" role="status">
          Cargando técnicos…
        </p>
      ) : companeros.length === 0 ? (
        <p className="vacio">Sin compañeros</p>
      ) : (
        <ul className="lista-notas" aria-label={`Compañeros de ${titulo}`}>
          {companeros.map((c) => (
            <li key={c.idparte_trabajo_tecnico} className="nota" data-testid="companero">
              <span>{c.nombre}</span>{' '}
              {quitar && (
                <button type="button" className="boton" aria-label={`Quitar a ${c.nombre}`} onClick={() => quitarCompanero.pedir(c)}>
                  Quitar
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {quitarCompanero.aviso}
      {anadir && disponibles.length > 0 && (
        <FormularioDeclarado declaracion={formularioCompanero} valores={SIN_ELEGIR} registro={undefined} modo="alta" />
      )}
      {quitarCompanero.dialogo}
    </section>
  );
}
