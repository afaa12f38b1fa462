/**
 * Nuevo parte (/partes/add): se elige una orden pendiente del dispositivo y se rellena el mismo
 * formulario que al asignar una orden (FormularioNuevoParte), con el técnico de la sesión de entrada.
 * La ruta exige permiso de añadir partes.
 */
import { useMemo, useState } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFecha } from '../../lib/formato';
import { CampoSeleccion } from '../../ui/formulario/campos';
import { FormularioNuevoParte } from '../ordenes/FormularioNuevoParte';
import { TITULO_NUEVO_PARTE } from './partes.labels';

export function PartesAddScreen() {
  const { db, sesion } = useVigia();
  const { resultado: ordenes } = useRxQuery(() => db.ordentrabajo.find({ selector: { estado: { $eq: 1 } }, sort: [{ fecha_desc: 'asc' }] }), [db]);
  const [idorden, setIdorden] = useState('');
  const opciones = useMemo(
    () => [
      { valor: '', etiqueta: 'Elige una orden pendiente' },
      ...(ordenes ?? []).map((o) => ({ valor: o.idorden_trabajo, etiqueta: `${o.numero} · ${formatearFecha(o.fecha)} · ${o.descripcion}` })),
    ],
    [ordenes],
  );
  const orden = (ordenes ?? []).find((o) => o.idorden_trabajo === idorden) ?? null;

  return (
    <div className="pantalla">
      <h1>{TITULO_NUEVO_PARTE}</h1>
      {ordenes === undefined ? (
        <p className="cargando" role="status">
          Cargando órdenes…
        </p>
      ) : ordenes.length === 0 ? (
        <p className="vacio">No hay órdenes pendientes en este dispositivo</p>
      ) : (
        <section className="tarjeta">
          <CampoSeleccion etiqueta="Orden" requerido valor={idorden} opciones={opciones} alCambiar={setIdorden} />
        </section>
      )}
      {orden && <FormularioNuevoParte key={orden.idorden_trabajo} orden={orden} idtecnicoInicial={sesion.usuario.idtecnico ?? ''} />}
    </div>
  );
}
