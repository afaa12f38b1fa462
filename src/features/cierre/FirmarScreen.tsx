/**
 * Firma del cliente (/offline/partes/{idparte_trabajo}/firmar): la firma actual, si la hay, y el formulario
 * declarado de cierre-formularios.ts (nombre, DNI, la firma en el panel compartido → firma.insertSync;
 * volver a firmar sustituye la anterior tras 'Confirmación'; sube el PDF del parte firmado). Al guardar,
 * 'Firma guardada' y al resumen del parte.
 */
import { useNavigate } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFechaHora } from '../../lib/formato';
import { FIRMANTE_VACIO } from '../../ui/formulario/firmante';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { useSnackbar } from '../../ui/Snackbar';
import { formularioFirma } from './cierre-formularios';
import { TITULOS_CIERRE } from './cierre.labels';
import type { DatosParte } from './datos-parte';
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

function FormularioFirma({ datos: d }: { datos: DatosParte }) {
  const { db } = useVigia();
  const { mostrar } = useSnackbar();
  const navegar = useNavigate();
  const id = useId();
  const anterior = d.firmas[0] ?? null;
  const declaracion = useMemo(
    () => formularioFirma<DatosParte>({ db, subirPdf: (parte, firma) => subirPdfFirmado(db, parte, firma), avisar: (mensaje) => mostrar({ mensaje }) }),
    [db, mostrar],
  );

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
        <FormularioDeclarado
          declaracion={declaracion}
          valores={FIRMANTE_VACIO}
          registro={d}
          modo="alta"
          despues={() => navegar({ to: '/offline/partes/$idparte_trabajo/resumen', params: { idparte_trabajo: d.parte.idparte_trabajo } })}
        />
      </section>
    </>
  );
}
