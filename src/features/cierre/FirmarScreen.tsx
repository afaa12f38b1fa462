/**
 * Firma del cliente (/offline/partes/{idparte_trabajo}/firmar): nombre, DNI (el validador compartido, 'El
 * DNI no es correcto') y la firma en el panel compartido (obligatoria) → firma.insertSync. Volver a firmar
 * sustituye la firma (firma.deleteSync de la anterior + insertSync de la nueva) tras 'Confirmación'. Con la
 * firma se genera el PDF del parte firmado y se sube con fichero.subirSync cuando haya conexión.
 */
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import type { DocDe } from '../../../schemas';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFechaHora } from '../../lib/formato';
import { DialogoConfirmacion } from '../../ui/DialogoConfirmacion';
import { CamposFirmante, useFirmante, type DatosFirmante } from '../../ui/formulario/CamposFirmante';
import { useSnackbar } from '../../ui/Snackbar';
import { MENSAJES_CIERRE, TITULOS_CIERRE } from './cierre.labels';
import { IDTABLA_PARTE, type DatosParte } from './datos-parte';
import { MarcoCierre } from './MarcoCierre';
import { subirPdfFirmado } from './pdf-dispositivo';

export interface FirmarScreenProps {
  idparte_trabajo: string;
}

export function FirmarScreen({ idparte_trabajo }: FirmarScreenProps) {
  return (
    <MarcoCierre idparte_trabajo={idparte_trabajo} titulo={TITULOS_CIERRE.firmar}>
      {(d) => <FormularioFirma datos={d} />}
    </MarcoCierre>
  );
}

/** Tamaño máximo de la imagen de la firma (data URL; esquema firma.imagen). */
const MAX_IMAGEN = 400_000;

function FormularioFirma({ datos: d }: { datos: DatosParte }) {
  const { db } = useVigia();
  const { mostrar } = useSnackbar();
  const navegar = useNavigate();
  const id = useId();
  const firmante = useFirmante(MAX_IMAGEN, MENSAJES_CIERRE.firmaRequerida);
  const [listos, setListos] = useState<DatosFirmante | null>(null);
  const [guardando, setGuardando] = useState(false);
  const [errorGuardar, setErrorGuardar] = useState<string | null>(null);
  const anterior = d.firmas[0] ?? null;

  const guardar = async (datos: DatosFirmante) => {
    setGuardando(true);
    setErrorGuardar(null);
    try {
      for (const vieja of d.firmas) await db.mutate('firma.deleteSync', { id: vieja.idfirma });
      const doc: DocDe<'firma'> = {
        idfirma: crypto.randomUUID(), idtabla: IDTABLA_PARTE, id: d.parte.idparte_trabajo, nombre: datos.nombre,
        dni: datos.dni, imagen: datos.imagen, fecha: new Date().toISOString(), estado: 1,
      };
      await db.mutate('firma.insertSync', { doc });
      firmante.f.guardado(firmante.f.cambios);
      try {
        await subirPdfFirmado(db, d, doc);
      } catch (err) {
        // La firma ya está guardada: se avisa y el PDF se puede descargar desde el resumen.
        mostrar({ mensaje: `Firma guardada, pero no se ha podido preparar el PDF: ${err instanceof Error ? err.message : String(err)}` });
      }
      mostrar({ mensaje: MENSAJES_CIERRE.firmaGuardada });
      await navegar({ to: '/offline/partes/$idparte_trabajo/resumen', params: { idparte_trabajo: d.parte.idparte_trabajo } });
    } catch (err) {
      setErrorGuardar(err instanceof Error ? err.message : String(err));
      setGuardando(false);
      setListos(null);
    }
  };

  const enviar = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    let datos: DatosFirmante | null;
    try {
      datos = firmante.comprobar();
    } catch (err) {
      setErrorGuardar(err instanceof Error ? err.message : String(err));
      return;
    }
    if (!datos) return;
    if (anterior) setListos(datos);
    else void guardar(datos);
  };

  return (
    <>
      {anterior && (
        <section className="tarjeta" aria-labelledby={`${id}-actual`}>
          <h2 id={`${id}-actual`}>Firma actual</h2>
          <p>
            Firmado por <strong>{anterior.nombre}</strong>, DNI {anterior.dni}, el {formatearFechaHora(anterior.fecha)}
          </p>
          <img className="firma-guardada" src={anterior.imagen} alt={`Firma de ${anterior.nombre}`} />
          <p className="nota">Si el cliente vuelve a firmar, la nueva firma sustituye a esta.</p>
        </section>
      )}
      <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
        <h2 id={`${id}-titulo`}>{anterior ? 'Nueva firma' : 'Datos del firmante'}</h2>
        <form onSubmit={enviar} noValidate>
          <CamposFirmante firmante={firmante} guardando={guardando} errorGuardar={errorGuardar} />
          <div className="botonera">
            <button type="submit" className="boton boton-primario" disabled={guardando} aria-busy={guardando}>
              Guardar firma
            </button>
          </div>
        </form>
      </section>
      <DialogoConfirmacion abierto={listos !== null} ocupado={guardando} alAceptar={() => listos && void guardar(listos)} alCancelar={() => setListos(null)}>
        <p>
          El parte ya está firmado por {anterior?.nombre ?? 'el cliente'}. ¿Sustituir esa firma por la nueva? La anterior se borra.
        </p>
      </DialogoConfirmacion>
    </>
  );
}
