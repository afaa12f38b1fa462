/**
 * 'Escanear código': abre el lector de QR y, si el código es el número (o el id) de un parte que está
 * en este dispositivo, abre ese parte; si no, lo dice. Acepta también un enlace a /partes/{id}.
 */
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useVigia } from '../../app/VigiaProvider';
import { DialogoEscanerQr } from '../../ui/dialogos/DialogoEscanerQr';
import { codigoDeParte, mensajeParteNoEncontrado } from './codigo-parte';

export function EscanearParte() {
  const { db } = useVigia();
  const navigate = useNavigate();
  const [abierto, setAbierto] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);

  const alLeer = async (texto: string) => {
    setAbierto(false);
    const codigo = codigoDeParte(texto);
    const parte = (await db.partetrabajo.findOne({ selector: { numero: codigo } }).exec()) ?? (await db.partetrabajo.findOne(codigo).exec());
    if (!parte) {
      setAviso(mensajeParteNoEncontrado(codigo));
      return;
    }
    setAviso(null);
    await navigate({ to: '/partes/$idparte_trabajo', params: { idparte_trabajo: parte.idparte_trabajo } });
  };

  return (
    <div className="escanear-parte">
      <Button
        className="boton"
        onPress={() => {
          setAviso(null);
          setAbierto(true);
        }}
      >
        Escanear código
      </Button>
      {aviso && (
        <div role="alert" className="alerta alerta-error">
          {aviso}
        </div>
      )}
      <DialogoEscanerQr abierto={abierto} alCerrar={() => setAbierto(false)} alLeer={(t) => void alLeer(t)} />
    </div>
  );
}
