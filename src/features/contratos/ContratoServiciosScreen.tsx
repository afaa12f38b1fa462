/**
 * Servicios contratados de un contrato (/contratos/{id}/servicios-contratados): concepto, periodicidad,
 * importe, alta y baja; 'Dar de baja' (fecha de baja de hoy, tras la 'Confirmación') en los que siguen de
 * alta y 'Añadir servicio' con su formulario declarado (servicio-formulario.ts), según los permisos.
 */
import { useId, useMemo, useState } from 'react';
import { PERIODICIDADES } from '../../../replication/presupuestos';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { useAccion } from '../../ui/accion/useAccion';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { hoyLocal } from '../ordenes/asignar-parte';
import { useServiciosContrato } from './consultas';
import type { Contrato, ServicioContratado } from './contratos';
import { etiquetasServicio as E, TEXTOS_CONTRATOS, TEXTOS_SERVICIOS as T } from './contratos.labels';
import { MarcoContrato } from './MarcoContrato';
import { cambiosBaja, formularioServicio, valoresServicioNuevo } from './servicio-formulario';

export function ContratoServiciosScreen({ idcontrato }: { idcontrato: string }) {
  return (
    <MarcoContrato idcontrato={idcontrato} titulo={T.titulo}>
      {(contrato) => <ServiciosContrato contrato={contrato} />}
    </MarcoContrato>
  );
}

function ServiciosContrato({ contrato }: { contrato: Contrato }) {
  const { db, motor, sesion } = useVigia();
  const { idcontrato } = contrato;
  const servicios = useServiciosContrato(idcontrato);
  const [anadiendo, setAnadiendo] = useState(false);
  const id = useId();
  const puedeAnadir = puede(sesion.usuario, 'servicio_contratado', 'insertar');
  const puedeEditar = puede(sesion.usuario, 'servicio_contratado', 'editar');
  const declaracion = useMemo(() => formularioServicio(motor, idcontrato), [motor, idcontrato]);
  const [valores] = useState(() => valoresServicioNuevo(hoyLocal()));
  const baja = useAccion<ServicioContratado, void>({
    ejecutar: (s) => db.mutate('servicioContratado.updateSync', { id: s.idservicio_contratado, cambios: cambiosBaja(hoyLocal()) }).then(() => undefined),
    confirmar: (s) => ({ texto: T.confirmarBaja(s.concepto), aceptar: T.darDeBaja }),
    exito: T.deBaja,
  });
  const { pedir: pedirBaja } = baja;

  const columnas = useMemo<readonly ColumnaTablaHija<ServicioContratado>[]>(
    () => [
      { id: 'concepto', cabecera: E.concepto, tipo: 'texto', cabeceraFila: true, valor: (s) => s.concepto },
      { id: 'periodicidad', cabecera: E.periodicidad, tipo: 'texto', valor: (s) => PERIODICIDADES[s.periodicidad] },
      { id: 'importe', cabecera: E.importe, tipo: 'importe', valor: (s) => s.importe },
      { id: 'fecha_alta', cabecera: E.fecha_alta, tipo: 'fecha', valor: (s) => s.fecha_alta },
      { id: 'fecha_baja', cabecera: E.fecha_baja, tipo: 'fecha', valor: (s) => s.fecha_baja ?? null },
      ...(puedeEditar
        ? [
            {
              id: 'acciones',
              cabecera: E.acciones,
              tipo: 'acciones' as const,
              celda: (s: ServicioContratado) =>
                s.fecha_baja ? null : (
                  <button type="button" className="boton boton-peligro" aria-label={`${T.darDeBaja}: ${s.concepto}`} onClick={() => pedirBaja(s)}>
                    {T.darDeBaja}
                  </button>
                ),
            },
          ]
        : []),
    ],
    [puedeEditar, pedirBaja],
  );

  if (servicios === undefined) return <p role="status">{TEXTOS_CONTRATOS.cargando}</p>;
  return (
    <>
      <TablaHija titulo={T.tabla} columnas={columnas} filas={servicios} claveFila={(s) => s.idservicio_contratado} atributosFila={() => ({ 'data-testid': 'servicio' })} vacio={T.vacio} />
      {baja.aviso}
      {puedeAnadir &&
        (anadiendo ? (
          <section className="tarjeta" aria-labelledby={id}>
            <h2 id={id}>{T.nuevo}</h2>
            <FormularioDeclarado declaracion={declaracion} valores={valores} registro={undefined} modo="alta" despues={() => setAnadiendo(false)} alCancelar={() => setAnadiendo(false)} />
          </section>
        ) : (
          <div className="botonera">
            <button type="button" className="boton boton-primario" onClick={() => setAnadiendo(true)}>
              {T.anadir}
            </button>
          </div>
        ))}
      {baja.dialogo}
    </>
  );
}
