/**
 * El informe mensual del registro de jornada, en PDF o en CSV: se elige el mes (los cuatro últimos años, lo
 * que se conserva) y, la supervisión, el empleado; quien ficha saca el suyo. Se genera en el dispositivo
 * al pulsar (también sin conexión) y se descarga con el ayudante común. pdf-lib llega con el primer PDF.
 */
import { useId, useState } from 'react';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { descargarBlob } from '../../lib/descarga';
import { useAccion } from '../../ui/accion/useAccion';
import { CampoSeleccion } from '../../ui/formulario/campos';
import { leerInforme, useOpcionesEmpleados } from './consultas';
import { csvInforme, mesesRecientes, nombreInforme } from './informe';
import { TEXTOS_PRESENCIA as T } from './presencia.labels';

type Formato = 'pdf' | 'csv';

/** El id de la sección (el botón 'Informe mensual' de la cabecera lleva aquí). */
export const SECCION_INFORME = 'informe-mensual';

/** Cuatro años de meses: lo que la ley obliga a conservar. */
const MESES = 48;

export function SeccionInforme() {
  const { sesion } = useVigia();
  const supervisor = puede(sesion.usuario, 'presencia', 'editar');
  const propio = sesion.usuario.idempleado;
  if (!supervisor && !propio) return null;
  return <Informe supervisor={supervisor} propio={propio} />;
}

function Informe({ supervisor, propio }: { supervisor: boolean; propio: string | null }) {
  const { db } = useVigia();
  const id = useId();
  const [meses] = useState(() => mesesRecientes(new Date().toISOString(), MESES));
  const [mes, setMes] = useState(meses[0]?.valor ?? '');
  const [idempleado, setIdempleado] = useState(propio ?? '');
  const opciones = useOpcionesEmpleados();

  const descargar = useAccion<Formato, void>({
    ejecutar: async (formato) => {
      if (idempleado === '') throw new Error(T.faltaEmpleado);
      const ahora = new Date();
      const informe = await leerInforme(db, idempleado, mes, ahora);
      if (formato === 'csv') {
        descargarBlob(new Blob([csvInforme(informe)], { type: 'text/csv;charset=utf-8' }), nombreInforme(informe, 'csv'));
        return;
      }
      // pdf-lib va en su propio trozo: se descarga la primera vez y queda en la caché del service worker.
      const { generarPdfInforme } = await import('./pdf-informe');
      const bytes = await generarPdfInforme(informe, ahora);
      const copia = new Uint8Array(bytes.length);
      copia.set(bytes);
      descargarBlob(new Blob([copia.buffer], { type: 'application/pdf' }), nombreInforme(informe, 'pdf'));
    },
    exito: T.informeDescargado,
    mensajeError: (e) => T.errorInforme(e instanceof Error ? e.message : String(e)),
    ocupadoSoloElPulsado: true,
  });

  return (
    <section className="tarjeta presencia-informe" id={SECCION_INFORME} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} tabIndex={-1}>
        {T.informe}
      </h2>
      <p className="nota">{T.informeNota}</p>
      <div className="presencia-informe-campos">
        <CampoSeleccion etiqueta={T.mes} nombre="mes-informe" valor={mes} alCambiar={setMes} opciones={meses} />
        {supervisor && (
          <CampoSeleccion
            etiqueta={T.empleadoFiltro}
            nombre="idempleado-informe"
            valor={idempleado}
            alCambiar={setIdempleado}
            opciones={[{ valor: '', etiqueta: T.eligeEmpleado }, ...(opciones ?? [])]}
          />
        )}
      </div>
      <div className="botonera">
        <button className="boton boton-primario" {...descargar.boton('pdf', idempleado === '')}>
          {T.descargarPdf}
        </button>
        <button className="boton" {...descargar.boton('csv', idempleado === '')}>
          {T.descargarCsv}
        </button>
      </div>
      {descargar.aviso}
    </section>
  );
}
